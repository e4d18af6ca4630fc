import { openServiceDatabase, postgresCheck, startOutboxRelay } from '@taishan/db';
import { EventBus, natsCheck } from '@taishan/events';
import { createService } from '@taishan/service-kit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import type { ChatConfig } from './config.js';
import type { Database } from './db/database.js';
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
): Promise<{ app: FastifyInstance; ctx: ChatContext }> {
  let log: FastifyBaseLogger | undefined;
  const db = await openServiceDatabase<Database>({
    url: config.DATABASE_URL,
    schema: SCHEMA,
    poolMax: config.DATABASE_POOL_MAX,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    // The pool replaces a connection the server or network dropped; say so instead of dying.
    onConnectionError: (err) => log?.warn({ err }, 'database connection lost'),
    migrations,
  });
  let bus: EventBus | undefined;
  try {
    const app = await createService({
      name: 'chat',
      logLevel: config.LOG_LEVEL,
      auth: options.keys ? { keys: options.keys } : { authUrl: config.AUTH_URL },
      trustProxy: config.TRUST_PROXY,
      readiness: {
        postgres: postgresCheck(db),
        nats: natsCheck(() => bus),
      },
    });
    log = app.log;
    bus = await EventBus.connect({
      url: config.NATS_URL,
      prefix: config.NATS_PREFIX,
      name: 'chat',
      logger: app.log as never,
    });
    const relay = startOutboxRelay({ db, bus, logger: app.log as never });
    const ctx: ChatContext = { db, config, bus, relay, log: app.log };

    const rpc = startRpcHandlers(ctx);
    const seed = config.DEMO_SEED ? demoSeeder(ctx) : undefined;
    await startUserConsumer(ctx, { onRegistered: () => seed?.request() });
    // The demo members may already be in the projection (a restart): try once now as well.
    seed?.request();

    await app.register(chatRoutes(ctx));
    await app.register(groupRoutes(ctx));
    await app.register(messageRoutes(ctx));
    await app.register(friendRoutes(ctx));
    await app.register(reportRoutes(ctx));

    const openBus = bus;
    app.addHook('onClose', async () => {
      await rpc.stop();
      await seed?.settled();
      await relay.stop();
      await openBus.close();
      await db.destroy();
    });
    return { app, ctx };
  } catch (err) {
    await bus?.close().catch(() => {});
    await db.destroy();
    throw err;
  }
}
