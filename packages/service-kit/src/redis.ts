import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import './readiness.js';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis;
  }
}

export interface RedisPluginOptions {
  config: { REDIS_URL: string; REDIS_COMMAND_TIMEOUT_MS: number };
  /** What the service does while Redis does not answer (said on /ready, which stays 200). */
  fallback: string;
  /** Refuse to start without Redis (realtime), or start and keep trying (the gateway). */
  required: boolean;
}

/**
 * Redis as a resource: every command times out (a paused Redis fails fast instead of holding
 * requests), a lost connection is logged and retried by ioredis rather than fatal, /ready reports
 * it as degraded with the service's fallback, and the connection closes with the app.
 */
export const redisPlugin = fp<RedisPluginOptions>(
  async (app: FastifyInstance, { config, fallback, required }) => {
    const redis = new Redis(config.REDIS_URL, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      commandTimeout: config.REDIS_COMMAND_TIMEOUT_MS,
    });
    redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis connection error'));
    const connecting = redis.connect();
    if (required) await connecting;
    else connecting.catch(() => {});
    app.decorate('redis', redis);
    app.addReadinessCheck('redis', { check: () => redis.ping(), fallback });
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  },
  { name: 'taishan-redis' },
);
