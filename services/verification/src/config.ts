import { baseEnv, databaseEnv, env, jwksEnv, loadConfig, natsEnv } from '@taishan/service-kit';
import { z } from 'zod';

/** 32 bytes, written as base64 (44 characters) or hex (64 characters). */
export function decodeKey(value: string): Buffer | null {
  const text = value.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  return bytes.length === 32 ? bytes : null;
}

export const verificationConfigSchema = z
  .object({
    ...baseEnv,
    ...databaseEnv,
    ...natsEnv,
    ...jwksEnv,
    PORT: env.port(8104),
    /**
     * The secret behind ID numbers at rest (AES-256-GCM key and HMAC key are both derived from it).
     * Required in production; a local run without it generates one and keeps it in
     * ID_ENCRYPTION_KEY_FILE, so restarts can still read what they stored.
     */
    ID_ENCRYPTION_KEY: z
      .string()
      .refine((v) => decodeKey(v) !== null, '32 bytes as base64 or hex')
      .optional(),
    /** Where a local run keeps its generated key; defaults to <repo>/.local/verification-id-key. */
    ID_ENCRYPTION_KEY_FILE: z.string().min(1).optional(),
  })
  .superRefine((cfg, ctx) => {
    if (cfg.NODE_ENV === 'production' && !cfg.ID_ENCRYPTION_KEY) {
      ctx.addIssue({ code: 'custom', path: ['ID_ENCRYPTION_KEY'], message: 'required in production' });
    }
  });

export type VerificationConfig = z.infer<typeof verificationConfigSchema>;

export const readVerificationConfig = (source?: Record<string, string | undefined>) =>
  loadConfig(verificationConfigSchema, source);
