import { databasePlugin, outboxRelayPlugin } from '@taishan/db';
import { eventBusPlugin } from '@taishan/events';
import { assemble, createService, type ServiceApp } from '@taishan/service-kit';
import type { JWTVerifyGetKey } from 'jose';
import type { VerificationConfig } from './config.js';
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
): Promise<{ app: ServiceApp; ctx: VerificationContext }> {
  // The key first: without it nothing stored could be read, so there is no point starting.
  const idKey = await loadIdKey(config);
  const app = await createService({
    name: 'verification',
    logLevel: config.LOG_LEVEL,
    auth: options.keys ? { keys: options.keys } : { authUrl: config.AUTH_URL },
    trustProxy: config.TRUST_PROXY,
  });
  if (idKey.source === 'generated')
    app.log.warn('generated a local ID encryption key (set ID_ENCRYPTION_KEY)');
  return assemble(app, async () => {
    await app.register(databasePlugin, { config, schema: SCHEMA, migrations });
    await app.register(eventBusPlugin, { config, name: 'verification' });
    await app.register(outboxRelayPlugin);
    const ctx: VerificationContext = {
      db: app.db,
      bus: app.bus,
      relay: app.outbox,
      config,
      cipher: createIdCipher(idKey.key),
      log: app.log,
    };
    await startUserConsumer(ctx);
    await app.register(memberRoutes(ctx));
    await app.register(adminRoutes(ctx));
    return { app, ctx };
  });
}
