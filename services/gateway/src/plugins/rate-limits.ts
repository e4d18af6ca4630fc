import rateLimit from '@fastify/rate-limit';
import { AppError, bearerToken } from '@taishan/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { GatewayConfig } from '../config.js';
import { resilientStore } from '../domain/resilient-store.js';

/** Only what reaches a service is limited; the apps' static files cost a file read. */
const LIMITED = /^\/(api|ws|\.well-known)(\/|$|\?)/;

export interface RateLimitOptions {
  config: GatewayConfig;
  redis: Redis;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** True while Redis does not answer and limits are counted in this process. */
    rateLimitsLocal: () => boolean;
  }
}

/**
 * Who a request is counted against: a signed-in member by their token's subject (so hundreds of
 * members behind one temple Wi-Fi address each get their own budget), anything else by address,
 * and socket upgrades by address in a budget of their own (a socket signs in with its first frame).
 * A token checked here is not checked again by the proxy's guard.
 */
async function limitKey(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  if (request.url === '/ws' || request.url.startsWith('/ws?')) return `ws:${request.ip}`;
  const token = bearerToken(request);
  if (token) {
    try {
      const principal = await app.verifyAccessToken(token);
      request.principal = principal;
      return `member:${principal.id}`;
    } catch {
      // A bad token counts against the address; the guard answers 401 for it.
    }
  }
  return `address:${request.ip}`;
}

export const rateLimits = fp<RateLimitOptions>(
  async (app, { config, redis }) => {
    let local = false;
    const Store = resilientStore({
      redis,
      prefix: `${config.REDIS_PREFIX}ratelimit:`,
      onFallback: (active, err) => {
        local = active;
        if (active)
          app.log.warn({ err: err?.message }, 'Redis not answering: rate limits counted per process');
        else app.log.info('Redis answers again: rate limits shared');
      },
    });
    app.decorate('rateLimitsLocal', () => local);
    const budgets: Record<string, number> = {
      member: config.RATE_LIMIT_MEMBER_MAX,
      address: config.RATE_LIMIT_ADDRESS_MAX,
      ws: config.RATE_LIMIT_WEBSOCKET_MAX,
    };
    await app.register(rateLimit, {
      global: true,
      timeWindow: '1 minute',
      store: Store,
      keyGenerator: (request) => limitKey(app, request),
      max: (_request, key) => budgets[key.slice(0, key.indexOf(':'))] ?? config.RATE_LIMIT_ADDRESS_MAX,
      allowList: (request) => !LIMITED.test(request.url),
      errorResponseBuilder: () => new AppError('RATE_LIMITED', '请求过于频繁，请稍后再试', 429),
    });
  },
  { name: 'gateway-rate-limits', dependencies: ['taishan-auth'] },
);

/** Route options for login, register and admin login: a small budget per address. */
export const credentialLimit = (config: GatewayConfig) => ({
  rateLimit: {
    max: config.RATE_LIMIT_AUTH_MAX,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `credentials:${request.ip}`,
  },
});
