import { EventBus, natsCheck } from '@taishan/events';
import { createService } from '@taishan/service-kit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { JWTVerifyGetKey } from 'jose';
import type { RealtimeConfig } from './config.js';
import { createChatClient } from './domain/chat-client.js';
import type { RealtimeContext } from './domain/context.js';
import { startHeartbeat } from './domain/heartbeat.js';
import { Hub } from './domain/hub.js';
import { PresenceTracker } from './domain/presence.js';
import { createPresenceStore } from './domain/presence-store.js';
import { servePresenceRpc } from './events/presence-rpc.js';
import { registerWebsocket, websocketRoutes } from './routes/ws.js';

export interface BuildOptions {
  /** Token keys; defaults to auth's JWKS at AUTH_URL. Tests pass their own. */
  keys?: JWTVerifyGetKey;
}

/** Builds the realtime service (Redis and NATS connected, /ws registered) without listening. */
export async function buildApp(
  config: RealtimeConfig,
  options: BuildOptions = {},
): Promise<{ app: FastifyInstance; ctx: RealtimeContext }> {
  const redis = new Redis(config.REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    // A paused or unreachable Redis fails commands quickly; presence is best effort (presence.ts).
    commandTimeout: config.REDIS_COMMAND_TIMEOUT_MS,
  });
  // ioredis reconnects by itself; a lost connection is logged, not a reason to die.
  let log: FastifyBaseLogger | undefined;
  redis.on('error', (err) => log?.warn({ err: err.message }, 'redis connection error'));
  let bus: EventBus | undefined;
  try {
    await redis.connect();
    const app = await createService({
      name: 'realtime',
      logLevel: config.LOG_LEVEL,
      auth: options.keys ? { keys: options.keys } : { authUrl: config.AUTH_URL },
      trustProxy: config.TRUST_PROXY,
      readiness: {
        redis: { check: () => redis.ping(), fallback: 'presence unknown, device cap not enforced' },
        nats: natsCheck(() => bus),
      },
    });
    log = app.log;
    bus = await EventBus.connect({
      url: config.NATS_URL,
      prefix: config.NATS_PREFIX,
      name: 'realtime',
      logger: app.log as never,
    });
    const chat = createChatClient(bus, config.RPC_TIMEOUT_MS, app.log);
    const hub = new Hub(bus, app.log);
    const presence = new PresenceTracker(
      createPresenceStore(redis, config.REDIS_PREFIX),
      chat,
      bus,
      {
        graceMs: config.PRESENCE_GRACE_MS,
        // Three missed heartbeats and a connection no longer counts, even if its instance died.
        connectionTtlMs: 3 * config.HEARTBEAT_INTERVAL_MS,
        sweepMs: config.PRESENCE_SWEEP_MS,
        maxSockets: config.MAX_SOCKETS_PER_MEMBER,
      },
      app.log,
    );
    const ctx: RealtimeContext = {
      config,
      bus,
      redis,
      hub,
      chat,
      presence,
      verifyAccessToken: (token) => app.verifyAccessToken(token),
    };
    await registerWebsocket(app, config);
    await app.register(websocketRoutes(ctx));
    const presenceRpc = servePresenceRpc(bus, presence, app.log);
    presence.start();
    const stopHeartbeat = startHeartbeat(hub, presence, config.HEARTBEAT_INTERVAL_MS);

    const openBus = bus;
    // preClose (in the websocket plugin) has closed every socket by now; finish their presence work.
    app.addHook('onClose', async () => {
      stopHeartbeat();
      presenceRpc.unsubscribe();
      await presence.stop();
      hub.close();
      await openBus.close();
      redis.disconnect();
    });
    return { app, ctx };
  } catch (err) {
    await bus?.close().catch(() => {});
    redis.disconnect();
    throw err;
  }
}
