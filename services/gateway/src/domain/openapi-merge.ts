import type { ServiceName } from './routing-table.js';
import { resolveRoute } from './routing-table.js';

type Operation = { responses?: Record<string, unknown>; tags?: string[] };
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  [key: string]: unknown;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } };
/** What the gateway itself may answer on any API route, whatever the service would. */
const GATEWAY_ANSWERS: Record<string, unknown> = {
  '429': { description: '请求过于频繁（网关限流）', content: errorContent },
  '502': { description: '服务响应异常（超时）', content: errorContent },
  '503': { description: '服务暂时不可用', content: errorContent },
};

/** OpenAPI writes path parameters as {id}; Fastify as :id. The routing table reads either. */
const concretePath = (path: string) => path.replace(/\{([^}]+)\}/g, 'x');

/**
 * One document for the whole API from every service's own: each service contributes only the
 * paths the routing table sends to it (so the document says what the gateway really routes),
 * every operation is tagged with its service and lists the answers the gateway adds, and the
 * shared components are merged. A service that did not answer is named in the description.
 */
export function mergeOpenApi(
  documents: Array<{ service: ServiceName; document: OpenApiDocument | null }>,
  gateway: Pick<OpenApiDocument, 'paths'> & { schemas?: Record<string, unknown> } = { paths: {} },
): OpenApiDocument {
  const merged: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: '泰山宫 API',
      version: '1',
      description: '经网关访问的全部接口（由各服务的路由契约生成）。',
    },
    servers: [{ url: '/' }],
    // The gateway's own routes (answered by it, not proxied) come first.
    paths: { ...gateway.paths },
    components: { schemas: { ...gateway.schemas }, securitySchemes: {} },
  };
  const missing: string[] = [];
  for (const { service, document } of documents) {
    if (!document) {
      missing.push(service);
      continue;
    }
    Object.assign(merged.components!.schemas!, document.components?.schemas);
    Object.assign(merged.components!.securitySchemes!, document.components?.securitySchemes);
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      if (resolveRoute(concretePath(path))?.service !== service) continue;
      const operations: Record<string, Operation> = {};
      for (const [method, operation] of Object.entries(item)) {
        if (!METHODS.includes(method)) continue;
        operations[method] = {
          ...operation,
          tags: [service],
          responses: { ...GATEWAY_ANSWERS, ...operation.responses },
        };
      }
      merged.paths[path] = { ...merged.paths[path], ...operations };
    }
  }
  if (missing.length) merged.info.description += ` 暂缺（服务未响应）：${missing.join('、')}。`;
  return merged;
}
