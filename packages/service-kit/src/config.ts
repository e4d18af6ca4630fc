import { z } from 'zod';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads configuration once, at start, from the environment. Every bad or missing variable is listed
 * together so an operator fixes them in one go. This is the only place that reads process.env.
 */
export function loadConfig<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
) {
  const result = schema.safeParse(env);
  if (result.success) return result.data as z.infer<S>;
  throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
}

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => ['true', '1', 'on', 'yes'].includes(v));

/**
 * Whose X-Forwarded-For to believe: 'true' (every hop: internal services behind the gateway),
 * 'false' (nobody: the gateway facing the internet), or a comma list of proxy addresses/CIDRs.
 */
export const trustProxy = (fallback: 'true' | 'false') =>
  z
    .string()
    .default(fallback)
    .transform((v): boolean | string[] =>
      v === 'true'
        ? true
        : v === 'false'
          ? false
          : v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
    );

export const env = {
  port,
  bool,
  url: (fallback?: string) => (fallback ? z.url().default(fallback) : z.url()),
  string: (fallback?: string) => (fallback === undefined ? z.string().min(1) : z.string().default(fallback)),
  int: (fallback: number) => z.coerce.number().int().default(fallback),
};

/** What every service reads. Pieces are spread into each service's own schema. */
export const baseEnv = {
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Services sit behind the gateway and believe its X-Forwarded-For. */
  TRUST_PROXY: trustProxy('true'),
};

export const databaseEnv = {
  DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/taishan'),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).default(10),
  /** The longest one statement may run before the server cancels it (the request answers 503). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** The longest a request waits for a database connection before answering 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(3_000),
};

export const natsEnv = {
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  NATS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only')
    .default('taishan'),
};

export const redisEnv = {
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().default('taishan:'),
  /** A Redis command not answered by then fails (Redis paused or unreachable); callers fall back. */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(10).default(250),
};

/** Where services fetch auth's public keys. */
export const jwksEnv = {
  AUTH_URL: z.url().default('http://127.0.0.1:8101'),
};
