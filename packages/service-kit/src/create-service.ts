import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { JWTVerifyGetKey } from 'jose';
import { authPlugin } from './auth.js';
import { clientErrorHandler, installErrorHandler } from './error-handler.js';
import { jsonDepthGuard } from './json-depth.js';
import { metricsPlugin } from './metrics.js';
import { openApiPlugin } from './openapi.js';
import { type Dependency, readinessPlugin } from './readiness.js';
import { requestIdFrom } from './request-context.js';
import { type ServiceApp, serializerCompiler, validatorCompiler } from './typed-routes.js';

export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the service registered (method and URL pattern), in registration order. */
    routeInventory: RouteEntry[];
  }
}

export interface CreateServiceOptions {
  name: string;
  logLevel?: string;
  /** Checks behind GET /ready besides those the resource plugins add themselves. */
  readiness?: Record<string, Dependency>;
  /**
   * Serve /metrics on this port (on `metricsHost`) instead of the service's own: for a service
   * that faces the internet, so its metrics do not.
   */
  metricsPort?: number;
  metricsHost?: string;
  /** Token verification; omit for a service that verifies nothing itself. */
  auth?: { keys?: JWTVerifyGetKey; authUrl?: string } | false;
  /** The gateway answers unknown paths itself (SPA fallback). */
  customNotFound?: boolean;
  /**
   * The service faces the internet (the gateway): no /internal/* routes. Every other service sits
   * behind the gateway, which forwards /api/* alone.
   */
  publicFacing?: boolean;
  /** Whose X-Forwarded-For to believe (config TRUST_PROXY). */
  trustProxy?: boolean | string[];
  /** Extra Fastify options (body limit, trust proxy...). */
  fastify?: Partial<FastifyServerOptions>;
}

/** Secrets and identity numbers never reach the log. */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.transactionPassword',
  '*.idCard',
  '*.token',
];

/**
 * A Fastify instance with everything every service shares: pino with a propagated request id,
 * routes validated and serialised by their contract schemas, the one error handler, /health,
 * /ready, /metrics, the OpenAPI document and (optionally) token verification. It does not
 * listen; server.ts does (see runService).
 */
export async function createService(opts: CreateServiceOptions): Promise<ServiceApp> {
  const app = Fastify({
    logger:
      opts.logLevel === 'silent'
        ? false
        : { level: opts.logLevel ?? 'info', name: opts.name, redact: LOG_REDACT },
    genReqId: (req) => requestIdFrom(req.headers['x-request-id']),
    trustProxy: opts.trustProxy ?? false,
    clientErrorHandler,
    ...opts.fastify,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  jsonDepthGuard(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const inventory: RouteEntry[] = [];
  app.decorate('routeInventory', inventory);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') inventory.push({ method, url: route.url });
    }
  });
  installErrorHandler(app, !opts.customNotFound);
  await app.register(readinessPlugin, { service: opts.name });
  for (const [name, dependency] of Object.entries(opts.readiness ?? {}))
    app.addReadinessCheck(name, dependency);
  await app.register(metricsPlugin, { service: opts.name, port: opts.metricsPort, host: opts.metricsHost });
  if (!opts.publicFacing) await app.register(openApiPlugin, { service: opts.name });
  if (opts.auth !== false) await app.register(authPlugin, opts.auth ?? {});
  return app;
}

/**
 * Runs a service's assembly (resources, context, consumers, routes) on its app; when a step fails,
 * the app is closed so whatever was already opened is released, and the error goes on.
 */
export async function assemble<T>(app: ServiceApp, build: () => Promise<T>): Promise<T> {
  try {
    return await build();
  } catch (err) {
    await app.close().catch(() => {});
    throw err;
  }
}
