import { databasePlugin, outboxRelayPlugin } from '@taishan/db';
import { eventBusPlugin } from '@taishan/events';
import { assemble, createService, type ServiceApp } from '@taishan/service-kit';
import type { JWTVerifyGetKey } from 'jose';
import type { ChatConfig } from './config.js';
import { migrations } from './db/migrations/index.js';
import type { ChatContext } from './domain/context.js';
import { demoSeeder } from './domain/demo-seed.js';
import { startRpcHandlers } from './events/rpc.js';
import { startUserConsumer } from './events/user-events.js';
import { chatRoutes } from './routes/chats.js';
import { friendRoutes } from './routes/friends.js';
import { groupRoutes } from './routes/groups.js';
import { messageRoutes } from './routes/messages.js';
import { reportRoutes } from './routes/reports.js';

export const SCHEMA = 'chat';

export interface BuildOptions {
  /** Token keys; by default auth's JWKS at AUTH_URL. Tests pass their own. */
  keys?: JWTVerifyGetKey;
}

/** Builds the chat service (migrated, consuming user events, answering NATS requests) without listening. */
export async function buildApp(
  config: ChatConfig,
  options: BuildOptions = {},
): Promise<{ app: ServiceApp; ctx: ChatContext }> {
  const app = await createService({
    name: 'chat',
    logLevel: config.LOG_LEVEL,
    auth: options.keys ? { keys: options.keys } : { authUrl: config.AUTH_URL },
    trustProxy: config.TRUST_PROXY,
  });
  return assemble(app, async () => {
    await app.register(databasePlugin, { config, schema: SCHEMA, migrations });
    await app.register(eventBusPlugin, { config, name: 'chat' });
    await app.register(outboxRelayPlugin);
    const ctx: ChatContext = { db: app.db, bus: app.bus, relay: app.outbox, config, log: app.log };

    const rpc = startRpcHandlers(ctx);
    const seed = config.DEMO_SEED ? demoSeeder(ctx) : undefined;
    // Closing runs these before the relay, the bus and the database (registered earlier) close.
    app.addHook('onClose', async () => {
      await rpc.stop();
      await seed?.settled();
    });
    await startUserConsumer(ctx, { onRegistered: () => seed?.request() });
    // The demo members may already be in the projection (a restart): try once now as well.
    seed?.request();

    await app.register(chatRoutes(ctx));
    await app.register(groupRoutes(ctx));
    await app.register(messageRoutes(ctx));
    await app.register(friendRoutes(ctx));
    await app.register(reportRoutes(ctx));
    return { app, ctx };
  });
}
