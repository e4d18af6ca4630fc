import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config.js';

/**
 * /ws is relayed to realtime as it is. The socket authenticates with its first frame (the access
 * token), which realtime verifies, so the gateway checks nothing here beyond its rate limits.
 */
export function websocketProxy(config: GatewayConfig) {
  return async (app: FastifyInstance) => {
    await app.register(httpProxy, {
      upstream: config.REALTIME_URL,
      prefix: '/ws',
      rewritePrefix: '/ws',
      websocket: true,
      httpMethods: ['GET'],
      // Upgrades carry no body; the app's own JSON parser (depth-checked) stays in place.
      proxyPayloads: false,
      wsServerOptions: { maxPayload: 64 * 1024 },
      // The library accepts rewriteRequestHeaders for the upstream socket but its types omit it.
      wsClientOptions: {
        rewriteRequestHeaders: (headers: Record<string, string>, request: FastifyRequest) => ({
          ...headers,
          'x-request-id': request.id,
          'x-forwarded-for': request.ip,
        }),
      } as Record<string, unknown>,
    });
  };
}
