import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { createService } from '@taishan/service-kit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { GatewayConfig } from './config.js';
import { canonicalPaths } from './plugins/canonical-path.js';
import { rateLimits } from './plugins/rate-limits.js';
import { proxyRoutes } from './routes/proxy.js';
import { staticApps } from './routes/static-apps.js';
import { websocketProxy } from './routes/websocket.js';

/** What the apps need and nothing more: own scripts, inline styles (toasts), media, same-origin sockets. */
const CSP = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  },
};

export async function buildApp(config: GatewayConfig): Promise<FastifyInstance> {
  const redis = new Redis(config.REDIS_URL, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: config.REDIS_COMMAND_TIMEOUT_MS,
    lazyConnect: true,
  });
  // A Redis that went away is reconnected by ioredis; until then limits are counted per process.
  let log: FastifyBaseLogger | undefined;
  redis.on('error', (err) => log?.warn({ err: err.message }, 'redis connection error'));
  await redis.connect().catch(() => {});
  const app = await createService({
    name: 'gateway',
    logLevel: config.LOG_LEVEL,
    auth: { authUrl: config.AUTH_URL },
    customNotFound: true,
    publicFacing: true,
    trustProxy: config.TRUST_PROXY,
    metricsPort: config.METRICS_PORT,
    metricsHost: config.METRICS_HOST,
    readiness: { redis: { check: () => redis.ping(), fallback: 'rate limits counted per process' } },
  });
  log = app.log;
  app.addHook('onClose', async () => {
    redis.disconnect();
  });

  await app.register(canonicalPaths);
  await app.register(helmet, { contentSecurityPolicy: CSP, crossOriginEmbedderPolicy: false });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimits, { config, redis });
  await app.register(proxyRoutes(config));
  await app.register(websocketProxy(config));
  await app.register(staticApps(config));
  return app;
}
