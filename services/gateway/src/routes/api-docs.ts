import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.js';
import { mergeOpenApi, type OpenApiDocument } from '../domain/openapi-merge.js';
import { type ServiceName, upstreams } from '../domain/routing-table.js';
import { appConfigOpenApi } from './app-config.js';

/** swagger-ui-dist ships the page's script and style as plain files (no types, no exports map). */
const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** How long a merged document is served before the services are asked again. */
const CACHE_MS = 30_000;

const PAGE = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>泰山宫 API 文档</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="docs" aria-label="泰山宫 API 文档"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

/* No inline script: the Content-Security-Policy allows only the gateway's own files. */
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', deepLinking: true });\n`;

/**
 * /api/openapi.json: every service's OpenAPI document (generated from its route contracts) merged
 * into one; /api/docs: a page to read and try it, served from the gateway's own files.
 */
export function apiDocs(config: GatewayConfig) {
  const targets = upstreams(config);
  let cached: { at: number; document: OpenApiDocument } | undefined;
  const own = appConfigOpenApi();

  async function documentOf(service: ServiceName): Promise<OpenApiDocument | null> {
    try {
      const res = await fetch(`${targets[service]}/internal/openapi.json`, {
        signal: AbortSignal.timeout(3000),
      });
      return res.ok ? ((await res.json()) as OpenApiDocument) : null;
    } catch {
      return null;
    }
  }

  return async (app: FastifyInstance) => {
    app.get('/api/openapi.json', async (_request, reply) => {
      if (!cached || Date.now() - cached.at > CACHE_MS) {
        const services = Object.keys(targets) as ServiceName[];
        const documents = await Promise.all(
          services.map(async (service) => ({ service, document: await documentOf(service) })),
        );
        const document = mergeOpenApi(documents, own);
        // Only a complete document is kept; a partial one is asked for again next time.
        cached = documents.every((d) => d.document) ? { at: Date.now(), document } : undefined;
        reply.header('cache-control', 'no-cache');
        return document;
      }
      reply.header('cache-control', 'no-cache');
      return cached.document;
    });

    app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
    app.get('/api/docs/init.js', async (_request, reply) =>
      reply.type('application/javascript; charset=utf-8').send(INIT),
    );
    await app.register(fastifyStatic, {
      root: SWAGGER_UI_DIR,
      prefix: '/api/docs/',
      index: false,
      wildcard: false,
      allowedPath: (file) => ['/swagger-ui.css', '/swagger-ui-bundle.js'].includes(file),
      decorateReply: false,
      cacheControl: true,
      maxAge: 3600_000,
    });
  };
}
