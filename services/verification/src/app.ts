import { openServiceDatabase, postgresCheck, startOutboxRelay } from '@taishan/db';
import { EventBus, natsCheck } from '@taishan/events';
import { createService } from '@taishan/service-kit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import type { VerificationConfig } from './config.js';
import type { Database } from './db/database.js';
import { migrations } from './db/migrations/index.js';
import type { VerificationContext } from './domain/context.js';
import { createIdCipher } from './domain/id-cipher.js';
import { loadIdKey } from './domain/id-key.js';
import { startUserConsumer } from './events/user-events.js';
import { adminRoutes } from './routes/admin.js';
import { memberRoutes } from './routes/member.js';

export const SCHEMA = 'verification';

export interface BuildOptions {
  /** Token keys; by default auth's JWKS at AUTH_URL. Tests pass their own. */
  keys?: JWTVerifyGetKey;
}

/** Builds the verification service (key loaded, migrated, consuming user events) without listening. */
export async function buildApp(
  config: VerificationConfig,
  options: BuildOptions = {},
): Promise<{ app: FastifyInstance; ctx: VerificationContext }> {
  // The key first: without it nothing stored could be read, so there is no point starting.
  const idKey = await loadIdKey(config);
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
      name: 'verification',
      logLevel: config.LOG_LEVEL,
      auth: options.keys ? { keys: options.keys } : { authUrl: config.AUTH_URL },
      trustProxy: config.TRUST_PROXY,
      readiness: {
        postgres: postgresCheck(db),
        nats: natsCheck(() => bus),
      },
    });
    log = app.log;
    if (idKey.source === 'generated')
      app.log.warn('generated a local ID encryption key (set ID_ENCRYPTION_KEY)');
    bus = await EventBus.connect({
      url: config.NATS_URL,
      prefix: config.NATS_PREFIX,
      name: 'verification',
      logger: app.log as never,
    });
    const relay = startOutboxRelay({ db, bus, logger: app.log as never });
    const ctx: VerificationContext = {
      db,
      config,
      bus,
      relay,
      cipher: createIdCipher(idKey.key),
      log: app.log,
    };

    await startUserConsumer(ctx);
    await app.register(memberRoutes(ctx));
    await app.register(adminRoutes(ctx));

    const openBus = bus;
    app.addHook('onClose', async () => {
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
