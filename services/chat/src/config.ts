import { baseEnv, databaseEnv, env, jwksEnv, loadConfig, natsEnv } from '@taishan/service-kit';
import { z } from 'zod';

export const chatConfigSchema = z.object({
  ...baseEnv,
  ...databaseEnv,
  ...natsEnv,
  ...jwksEnv,
  PORT: env.port(8102),
  /** Posts a short history into the public rooms once the demo members exist (pnpm start only). */
  DEMO_SEED: env.bool(false),
  /** How long to wait for realtime's presence answer before showing everyone offline. */
  PRESENCE_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(300),
});

export type ChatConfig = z.infer<typeof chatConfigSchema>;

export const readChatConfig = (source?: Record<string, string | undefined>) =>
  loadConfig(chatConfigSchema, source);
