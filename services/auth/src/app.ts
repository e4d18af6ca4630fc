import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { databasePlugin, outboxRelayPlugin } from '@taishan/db';
import { eventBusPlugin } from '@taishan/events';
import { assemble, authPlugin, createService, type ServiceApp } from '@taishan/service-kit';
import { type AuthConfig, LOCAL_ADMIN_PASSWORD } from './config.js';
import { migrations } from './db/migrations/index.js';
import { ensureInitialAdmin } from './domain/admin.js';
import { AVATAR_UPLOAD_LIMITS } from './domain/avatar-upload.js';
import type { AuthContext } from './domain/context.js';
import { seedDemoMembers } from './domain/demo-seed.js';
import { startLoginThrottlePruner } from './domain/login-throttle.js';
import { createPasswordHasher } from './domain/passwords.js';
import { loadTokenSigner } from './domain/tokens.js';
import { startVerificationConsumer } from './events/verification-consumer.js';
import { adminRoutes } from './routes/admin.js';
import { authRoutes } from './routes/auth.js';
import { avatarRoutes } from './routes/avatars.js';
import { userRoutes } from './routes/users.js';

export const SCHEMA = 'auth';

/** Builds the auth service (migrated, keys loaded, first admin ensured) without listening. */
export async function buildApp(config: AuthConfig): Promise<{ app: ServiceApp; ctx: AuthContext }> {
  const app = await createService({
    name: 'auth',
    logLevel: config.LOG_LEVEL,
    // Auth verifies tokens with the key it signs with, which lives in its database (below).
    auth: false,
    trustProxy: config.TRUST_PROXY,
  });
  return assemble(app, async () => {
    await app.register(databasePlugin, { config, schema: SCHEMA, migrations });
    await app.register(eventBusPlugin, { config, name: 'auth' });
    await app.register(outboxRelayPlugin);
    const signer = await loadTokenSigner(app.db);
    await app.register(authPlugin, { keys: signer.keys });
    const ctx: AuthContext = {
      db: app.db,
      bus: app.bus,
      relay: app.outbox,
      config,
      log: app.log,
      signer,
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
    await startVerificationConsumer(ctx);
    const pruner = startLoginThrottlePruner(ctx);
    app.addHook('onClose', async () => pruner.stop());
    await app.register(cookie);
    await app.register(multipart, { limits: AVATAR_UPLOAD_LIMITS });
    await app.register(authRoutes(ctx));
    await app.register(userRoutes(ctx));
    await app.register(avatarRoutes(ctx));
    await app.register(adminRoutes(ctx));
    return { app, ctx };
  });
}
