import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SUPPORT_HOURS, SUPPORT_PHONE_PATTERN } from '@taishan/contracts';
import { baseEnv, env, jwksEnv, loadConfig, redisEnv, trustProxy } from '@taishan/service-kit';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** An optional variable that may also be set to an empty string (as compose files do). */
const blankToUndefined = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

export const gatewayConfigSchema = z.object({
  ...baseEnv,
  ...redisEnv,
  ...jwksEnv,
  PORT: env.port(8080),
  CHAT_URL: z.url().default('http://127.0.0.1:8102'),
  REALTIME_URL: z.url().default('http://127.0.0.1:8106'),
  WALLET_URL: z.url().default('http://127.0.0.1:8103'),
  VERIFICATION_URL: z.url().default('http://127.0.0.1:8104'),
  /** The gateway faces clients: their X-Forwarded-For is a claim, not a fact, unless a proxy is named. */
  TRUST_PROXY: trustProxy('false'),
  MEMBER_APP_DIR: z.string().default(path.join(repoRoot, 'apps/member/dist')),
  ADMIN_APP_DIR: z.string().default(path.join(repoRoot, 'apps/admin/dist')),
  /** Requests per minute per signed-in member (the token's subject), all API routes together. */
  RATE_LIMIT_MEMBER_MAX: z.coerce.number().int().min(1).default(600),
  /**
   * Requests per minute per address without a valid token (avatars, refresh, the key set...).
   * Sized for a shared address: a temple's Wi-Fi or a carrier's NAT puts hundreds of members on one.
   */
  RATE_LIMIT_ADDRESS_MAX: z.coerce.number().int().min(1).default(6000),
  /** WebSocket upgrades per minute per address (a socket signs in with its first frame). */
  RATE_LIMIT_WEBSOCKET_MAX: z.coerce.number().int().min(1).default(3000),
  /** Requests per minute per address on login, register and admin login. */
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(20),
  /** The largest request body the gateway lets through (an avatar upload with its form framing). */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(6 * 1024 * 1024),
  /** /metrics is served here, not on the public port. */
  METRICS_PORT: env.port(8190),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** How long the gateway waits for a service before answering 502. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** The demo community is seeded: the apps show their debug pages and demo hints. */
  DEMO_SEED: env.bool(false),
  /** The help page's hotline (tel: link); unset, the page says there is none. */
  SUPPORT_PHONE: blankToUndefined(
    z
      .string()
      .trim()
      .regex(SUPPORT_PHONE_PATTERN, { message: 'a phone number: digits, spaces, - ( ) and a leading +' }),
  ),
  /** The help page's feedback address (mailto: link); unset, the page says there is none. */
  SUPPORT_EMAIL: blankToUndefined(z.email()),
  /** When the hotline is answered, as shown on the help page. */
  SUPPORT_HOURS: z.string().trim().min(1).default(DEFAULT_SUPPORT_HOURS),
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export const readGatewayConfig = (source?: Record<string, string | undefined>) =>
  loadConfig(gatewayConfigSchema, source);
