import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { AppError, createService } from '@taishan/service-kit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { GatewayConfig } from './config.js';
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
    lazyConnect: true,
  });
  await redis.connect();
  const app = await createService({
    name: 'gateway',
    logLevel: config.LOG_LEVEL,
    auth: { authUrl: config.AUTH_URL },
    customNotFound: true,
    trustProxy: config.TRUST_PROXY,
    readiness: { redis: () => redis.ping() },
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });

  await app.register(helmet, { contentSecurityPolicy: CSP, crossOriginEmbedderPolicy: false });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    redis,
    nameSpace: `${config.REDIS_PREFIX}ratelimit:`,
    // If Redis is briefly unavailable the gateway keeps serving rather than failing closed.
    skipOnError: true,
    allowList: (request) => ['/health', '/ready', '/metrics'].includes(request.url),
    errorResponseBuilder: () => new AppError('RATE_LIMITED', '请求过于频繁，请稍后再试', 429),
  });
  await app.register(proxyRoutes(config));
  await app.register(websocketProxy(config));
  await app.register(staticApps(config));
  return app;
}
