import { databasePlugin, outboxRelayPlugin } from '@taishan/db';
import { eventBusPlugin } from '@taishan/events';
import { assemble, createService, type ServiceApp } from '@taishan/service-kit';
import type { JWTVerifyGetKey } from 'jose';
import type { WalletConfig } from './config.js';
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
): Promise<{ app: ServiceApp; ctx: WalletContext }> {
  const app = await createService({
    name: 'wallet',
    logLevel: config.LOG_LEVEL,
    auth: options.keys ? { keys: options.keys } : { authUrl: config.AUTH_URL },
    trustProxy: config.TRUST_PROXY,
  });
  return assemble(app, async () => {
    await app.register(databasePlugin, { config, schema: SCHEMA, migrations });
    await app.register(eventBusPlugin, { config, name: 'wallet' });
    await app.register(outboxRelayPlugin);
    const ctx: WalletContext = {
      db: app.db,
      bus: app.bus,
      relay: app.outbox,
      config,
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
    app.addHook('onClose', async () => pruner.stop());
    await app.register(walletRoutes(ctx));
    await app.register(adminRoutes(ctx));
    return { app, ctx };
  });
}
