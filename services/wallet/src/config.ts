import { baseEnv, databaseEnv, env, jwksEnv, loadConfig, natsEnv } from '@taishan/service-kit';
import { z } from 'zod';

export const walletConfigSchema = z.object({
  ...baseEnv,
  ...databaseEnv,
  ...natsEnv,
  ...jwksEnv,
  PORT: env.port(8103),
  /** The most one recharge, transfer or donation may move, in whole yuan. */
  WALLET_MAX_AMOUNT_YUAN: z.coerce.number().int().min(1).max(10_000_000).default(50_000),
  /** Which payment provider confirms recharges; only the sandbox exists so far. */
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** Wrong transaction passwords in a row before transfers lock, and for how long. */
  TRANSACTION_PASSWORD_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  TRANSACTION_PASSWORD_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  /** How long an Idempotency-Key's answer is kept for replay. */
  IDEMPOTENCY_KEY_TTL_HOURS: z.coerce.number().int().min(1).default(24),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(8192).default(19456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
});

export type WalletConfig = z.infer<typeof walletConfigSchema>;

export const readWalletConfig = (source?: Record<string, string | undefined>) =>
  loadConfig(walletConfigSchema, source);
