import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { authPlugin } from './auth.js';
import { clientErrorHandler, installErrorHandler } from './error-handler.js';
import { jsonDepthGuard } from './json-depth.js';
import { metricsPlugin } from './metrics.js';
import { requestIdFrom } from './request-context.js';

export type ReadinessCheck = () => Promise<unknown>;

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

/**
 * A dependency the service can work without, in a lesser way: when its check fails the service
 * still answers ready (200) but says `degraded` and how it copes.
 */
export interface OptionalDependency {
  check: ReadinessCheck;
  /** What the service does meanwhile, e.g. 'per-process rate limits'. */
  fallback: string;
}

export interface CreateServiceOptions {
  name: string;
  logLevel?: string;
  /** Checks behind GET /ready, e.g. { postgres: () => sql`select 1`.execute(db) }. */
  readiness?: Record<string, ReadinessCheck | OptionalDependency>;
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
 * the one error handler, /health, /ready, /metrics and (optionally) token verification.
 * It does not listen; server.ts does (see runService).
 */
export async function createService(opts: CreateServiceOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logLevel === 'silent'
        ? false
        : { level: opts.logLevel ?? 'info', name: opts.name, redact: LOG_REDACT },
    genReqId: (req) => requestIdFrom(req.headers['x-request-id']),
    trustProxy: opts.trustProxy ?? false,
    clientErrorHandler,
    ...opts.fastify,
  });
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
  // What this service answers, for the authorization matrix and the fuzz tests (every route must
  // have a decision there). Only the gateway is public, and it forwards /api/* alone.
  if (!opts.publicFacing) app.get('/internal/routes', { logLevel: 'warn' }, async () => inventory);
  installErrorHandler(app, !opts.customNotFound);
  await app.register(metricsPlugin, { service: opts.name, port: opts.metricsPort, host: opts.metricsHost });
  if (opts.auth !== false) await app.register(authPlugin, opts.auth ?? {});

  app.get('/health', { logLevel: 'warn' }, async () => ({ status: 'ok', service: opts.name }));
  app.get('/ready', { logLevel: 'warn' }, async (_request, reply) => {
    const checks: Record<string, string> = {};
    let ready = true;
    let degraded = false;
    await Promise.all(
      Object.entries(opts.readiness ?? {}).map(async ([name, dependency]) => {
        const check = typeof dependency === 'function' ? dependency : dependency.check;
        try {
          await withTimeout(check(), 2000);
          checks[name] = 'ok';
        } catch (err) {
          const problem = err instanceof Error ? err.message : 'failed';
          if (typeof dependency === 'function') {
            ready = false;
            checks[name] = problem;
          } else {
            degraded = true;
            checks[name] = `${problem} (${dependency.fallback})`;
          }
        }
      }),
    );
    reply.status(ready ? 200 : 503);
    const status = !ready ? 'not ready' : degraded ? 'degraded' : 'ready';
    return { status, service: opts.name, checks };
  });
  return app;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}
