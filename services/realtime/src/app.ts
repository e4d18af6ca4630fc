import { eventBusPlugin } from '@taishan/events';
import { assemble, createService, redisPlugin, type ServiceApp } from '@taishan/service-kit';
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
): Promise<{ app: ServiceApp; ctx: RealtimeContext }> {
  const app = await createService({
    name: 'realtime',
    logLevel: config.LOG_LEVEL,
    auth: options.keys ? { keys: options.keys } : { authUrl: config.AUTH_URL },
    trustProxy: config.TRUST_PROXY,
  });
  return assemble(app, async () => {
    await app.register(redisPlugin, {
      config,
      required: true,
      fallback: 'presence unknown, device cap not enforced',
    });
    await app.register(eventBusPlugin, { config, name: 'realtime' });
    const chat = createChatClient(app.bus, config.RPC_TIMEOUT_MS, app.log);
    const hub = new Hub(app.bus, app.log);
    const presence = new PresenceTracker(
      createPresenceStore(app.redis, config.REDIS_PREFIX),
      chat,
      app.bus,
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
      bus: app.bus,
      redis: app.redis,
      hub,
      chat,
      presence,
      verifyAccessToken: (token) => app.verifyAccessToken(token),
    };
    const presenceRpc = servePresenceRpc(app.bus, presence, app.log);
    presence.start();
    const stopHeartbeat = startHeartbeat(hub, presence, config.HEARTBEAT_INTERVAL_MS);
    // preClose (in the websocket plugin) has closed every socket by now; finish their presence work
    // before the bus and Redis close (they were registered earlier, so they close later).
    app.addHook('onClose', async () => {
      stopHeartbeat();
      await presenceRpc.stop();
      await presence.stop();
      hub.close();
    });
    await registerWebsocket(app, config);
    await app.register(websocketRoutes(ctx));
    return { app, ctx };
  });
}
