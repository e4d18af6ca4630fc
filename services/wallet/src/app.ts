import { openServiceDatabase, postgresCheck, startOutboxRelay } from '@taishan/db';
import { EventBus, natsCheck } from '@taishan/events';
import { createService } from '@taishan/service-kit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import type { WalletConfig } from './config.js';
import type { Database } from './db/database.js';
import { migrations } from './db/migrations/index.js';
import type { WalletContext } from './domain/context.js';
import { startIdempotencyPruner } from './domain/idempotency.js';
import { createPasswordHasher } from './domain/passwords.js';
import { type PaymentProvider, paymentProviderFor } from './domain/payments.js';
import { startConsumers } from './events/consumers.js';
import { adminRoutes } from './routes/admin.js';
import { walletRoutes } from './routes/wallet.js';

export const SCHEMA = 'wallet';

export interface BuildOptions {
  /** Token keys; by default auth's JWKS at AUTH_URL. Tests pass their own. */
  keys?: JWTVerifyGetKey;
  /** Another payment provider than the configured one (a real adapter, or a test double). */
  payments?: PaymentProvider;
}

/** Builds the wallet service (migrated, consuming user and verification events) without listening. */
export async function buildApp(
  config: WalletConfig,
  options: BuildOptions = {},
): Promise<{ app: FastifyInstance; ctx: WalletContext }> {
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
      name: 'wallet',
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
      name: 'wallet',
      logger: app.log as never,
    });
    const relay = startOutboxRelay({ db, bus, logger: app.log as never });
    const ctx: WalletContext = {
      db,
      config,
      bus,
      relay,
      log: app.log,
      hasher: createPasswordHasher({
        memoryCost: config.ARGON2_MEMORY_KIB,
        timeCost: config.ARGON2_TIME_COST,
      }),
      payments: options.payments ?? paymentProviderFor(config.PAYMENT_PROVIDER),
      maxAmount: BigInt(config.WALLET_MAX_AMOUNT_YUAN) * 100n,
    };

    await startConsumers(ctx);
    const pruner = startIdempotencyPruner(ctx);
    await app.register(walletRoutes(ctx));
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
