import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
    /** The separate /metrics listener, when the service has one. */
    metricsServer?: Server;
    /** Opens the separate /metrics listener, if the service has one (runService calls it). */
    listenMetrics: () => Promise<void>;
  }
}

/**
 * Prometheus metrics at /metrics: process defaults plus one request-duration histogram. With a
 * `port`, /metrics is served there (a listener of its own) and not on the service's port.
 */
export const metricsPlugin = fp<{ service: string; port?: number | undefined; host?: string | undefined }>(
  async (app: FastifyInstance, opts) => {
    const registry = new Registry();
    registry.setDefaultLabels({ service: opts.service });
    collectDefaultMetrics({ register: registry });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    app.decorate('metrics', registry);
    app.addHook('onResponse', async (request, reply) => {
      duration.observe(
        { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode },
        reply.elapsedTime / 1000,
      );
    });
    if (opts.port === undefined) {
      app.decorate('listenMetrics', async () => {});
      app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (_request, reply) => {
        reply.header('content-type', registry.contentType);
        return registry.metrics();
      });
      return;
    }
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
        () => res.writeHead(500).end(),
      );
    });
    app.decorate('metricsServer', server);
    // Opened by runService beside the service's own listener (inject-only tests open no port).
    app.decorate('listenMetrics', async () => {
      if (server.listening) return;
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(opts.port, opts.host ?? '127.0.0.1', () => resolve());
      });
    });
    app.addHook('onClose', async () => {
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  },
  { name: 'taishan-metrics' },
);
