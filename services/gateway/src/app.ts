import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { assemble, createService, redisPlugin, type ServiceApp } from '@taishan/service-kit';
import type { GatewayConfig } from './config.js';
import { canonicalPaths } from './plugins/canonical-path.js';
import { rateLimits } from './plugins/rate-limits.js';
import { apiDocs } from './routes/api-docs.js';
import { appConfigRoute } from './routes/app-config.js';
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

export async function buildApp(config: GatewayConfig): Promise<ServiceApp> {
  const app = await createService({
    name: 'gateway',
    logLevel: config.LOG_LEVEL,
    auth: { authUrl: config.AUTH_URL },
    customNotFound: true,
    publicFacing: true,
    trustProxy: config.TRUST_PROXY,
    metricsPort: config.METRICS_PORT,
    metricsHost: config.METRICS_HOST,
  });
  return assemble(app, async () => {
    // Redis may be away at start: the gateway serves anyway, counting limits per process until it is back.
    await app.register(redisPlugin, { config, required: false, fallback: 'rate limits counted per process' });
    await app.register(canonicalPaths);
    await app.register(helmet, { contentSecurityPolicy: CSP, crossOriginEmbedderPolicy: false });
    await app.register(compress, { global: true, threshold: 1024 });
    await app.register(rateLimits, { config, redis: app.redis });
    await app.register(apiDocs(config));
    await app.register(appConfigRoute(config));
    await app.register(proxyRoutes(config));
    await app.register(websocketProxy(config));
    await app.register(staticApps(config));
    return app;
  });
}
