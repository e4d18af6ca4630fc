import { baseEnv, databaseEnv, env, loadConfig, natsEnv } from '@taishan/service-kit';
import { z } from 'zod';

export const authConfigSchema = z
  .object({
    ...baseEnv,
    ...databaseEnv,
    ...natsEnv,
    PORT: env.port(8101),
    /** The first admin's password (username `admin`); it must be changed at the first login. */
    ADMIN_INITIAL_PASSWORD: z.string().min(8, 'at least 8 characters').optional(),
    COOKIE_SECURE: env.bool(false),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
    ADMIN_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(7200),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
    /** Wrong passwords for one username from one address before each further attempt waits. */
    LOGIN_FREE_FAILURES: z.coerce.number().int().min(1).default(5),
    /**
     * Wrong passwords from one address across all usernames before each further attempt waits:
     * loose enough for a temple's members behind one Wi-Fi address, tight enough to slow spraying.
     */
    LOGIN_ADDRESS_FREE_FAILURES: z.coerce.number().int().min(1).default(100),
    /** The first wait past a free budget; it doubles with each further failure, up to the maximum. */
    LOGIN_DELAY_BASE_SECONDS: z.coerce.number().int().min(1).default(1),
    LOGIN_DELAY_MAX_SECONDS: z.coerce.number().int().min(1).default(900),
    ARGON2_MEMORY_KIB: z.coerce.number().int().min(8192).default(19456),
    ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
    DEMO_SEED: env.bool(false),
  })
  .superRefine((cfg, ctx) => {
    if (cfg.LOGIN_DELAY_MAX_SECONDS < cfg.LOGIN_DELAY_BASE_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['LOGIN_DELAY_MAX_SECONDS'],
        message: 'must be at least LOGIN_DELAY_BASE_SECONDS',
      });
    }
    if (cfg.NODE_ENV === 'production' && !cfg.ADMIN_INITIAL_PASSWORD) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_INITIAL_PASSWORD'], message: 'required in production' });
    }
  });

export type AuthConfig = z.infer<typeof authConfigSchema>;

/** Local runs without the variable get a known password that the first login must replace. */
export const LOCAL_ADMIN_PASSWORD = 'taishan-admin';

export const readAuthConfig = (source?: Record<string, string | undefined>) =>
  loadConfig(authConfigSchema, source);
