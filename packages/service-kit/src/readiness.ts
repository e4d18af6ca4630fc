import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type ReadinessCheck = () => Promise<unknown>;

/**
 * A dependency the service can work without, in a lesser way: when its check fails the service
 * still answers ready (200) but says `degraded` and how it copes.
 */
export interface OptionalDependency {
  check: ReadinessCheck;
  /** What the service does meanwhile, e.g. 'per-process rate limits'. */
  fallback: string;
}

export type Dependency = ReadinessCheck | OptionalDependency;

declare module 'fastify' {
  interface FastifyInstance {
    /** Adds a check behind GET /ready; the plugin that opens a resource registers its own. */
    addReadinessCheck: (name: string, dependency: Dependency) => void;
  }
}

const CHECK_TIMEOUT_MS = 2000;

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

/** GET /health (the process answers) and GET /ready (every dependency answers, or says how it copes). */
export const readinessPlugin = fp<{ service: string }>(
  async (app: FastifyInstance, opts) => {
    const dependencies = new Map<string, Dependency>();
    app.decorate('addReadinessCheck', (name: string, dependency: Dependency) => {
      dependencies.set(name, dependency);
    });

    const hidden = { logLevel: 'warn' as const, schema: { hide: true } };
    app.get('/health', hidden, async () => ({ status: 'ok', service: opts.service }));
    app.get('/ready', hidden, async (_request, reply) => {
      const checks: Record<string, string> = {};
      let ready = true;
      let degraded = false;
      await Promise.all(
        [...dependencies].map(async ([name, dependency]) => {
          const check = typeof dependency === 'function' ? dependency : dependency.check;
          try {
            await withTimeout(check(), CHECK_TIMEOUT_MS);
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
      return { status, service: opts.service, checks };
    });
  },
  { name: 'taishan-readiness' },
);
