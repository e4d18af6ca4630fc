import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES } from '@taishan/contracts';
import { openServiceDatabase, postgresCheck, startOutboxRelay } from '@taishan/db';
import { EventBus, natsCheck } from '@taishan/events';
import { createService } from '@taishan/service-kit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type AuthConfig, LOCAL_ADMIN_PASSWORD } from './config.js';
import type { Database } from './db/database.js';
import { migrations } from './db/migrations/index.js';
import { ensureInitialAdmin } from './domain/admin.js';
import type { AuthContext } from './domain/context.js';
import { seedDemoMembers } from './domain/demo-seed.js';
import { startLoginThrottlePruner } from './domain/login-throttle.js';
import { createPasswordHasher } from './domain/passwords.js';
import { loadTokenSigner } from './domain/tokens.js';
import { startVerificationConsumer } from './events/verification-consumer.js';
import { adminRoutes } from './routes/admin.js';
import { authRoutes } from './routes/auth.js';
import { userRoutes } from './routes/users.js';

export const SCHEMA = 'auth';

/** Builds the auth service (migrated, keys loaded, first admin ensured) without listening. */
export async function buildApp(config: AuthConfig): Promise<{ app: FastifyInstance; ctx: AuthContext }> {
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
    const signer = await loadTokenSigner(db);
    const app = await createService({
      name: 'auth',
      logLevel: config.LOG_LEVEL,
      auth: { keys: signer.keys },
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
      name: 'auth',
      logger: app.log as never,
    });
    const relay = startOutboxRelay({ db, bus, logger: app.log as never });
    const ctx: AuthContext = {
      db,
      config,
      signer,
      relay,
      hasher: createPasswordHasher({
        memoryCost: config.ARGON2_MEMORY_KIB,
        timeCost: config.ARGON2_TIME_COST,
        parallelism: 1,
      }),
    };
    await ensureInitialAdmin(ctx, config.ADMIN_INITIAL_PASSWORD ?? LOCAL_ADMIN_PASSWORD);
    if (config.DEMO_SEED) {
      const seeded = await seedDemoMembers(ctx);
      if (seeded) app.log.info({ seeded }, 'demo members created');
    }

    await startVerificationConsumer(ctx, bus);
    const pruner = startLoginThrottlePruner(ctx, app.log);

    await app.register(cookie);
    await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });
    await app.register(authRoutes(ctx));
    await app.register(userRoutes(ctx));
    await app.register(adminRoutes(ctx));

    const openBus = bus;
    app.addHook('onClose', async () => {
      pruner.stop();
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
