import { baseEnv, env, jwksEnv, loadConfig, natsEnv, redisEnv } from '@taishan/service-kit';
import { z } from 'zod';

const positive = (fallback: number, min = 1) => z.coerce.number().int().min(min).default(fallback);

export const realtimeConfigSchema = z.object({
  ...baseEnv,
  ...redisEnv,
  ...natsEnv,
  ...jwksEnv,
  PORT: env.port(8106),
  /** A member stays online this long after their last socket closed, so a page reload does not flap. */
  PRESENCE_GRACE_MS: positive(5000, 0),
  /** How often each instance looks for members whose instance died without saying goodbye. */
  PRESENCE_SWEEP_MS: positive(10_000, 50),
  /** Server pings; a socket that did not answer the previous ping is terminated. */
  HEARTBEAT_INTERVAL_MS: positive(30_000, 50),
  /** Sockets that never authenticate are closed after this long. */
  AUTH_TIMEOUT_MS: positive(10_000, 50),
  /** A socket whose unsent data grows past this is a slow consumer and is dropped. */
  MAX_BUFFERED_BYTES: positive(1024 * 1024, 1024),
  /** Largest client frame; bigger ones close the socket with 1009 (ws maxPayload). */
  MAX_FRAME_BYTES: positive(16 * 1024, 256),
  /** Frames per second per socket (token bucket refill) and the burst it may spend at once. */
  RATE_LIMIT_PER_SECOND: positive(30),
  RATE_LIMIT_BURST: positive(60),
  /** Refused frames within ten seconds after which the socket is closed with 1008. */
  RATE_LIMIT_MAX_REJECTED: positive(50),
  /** Sockets one member may hold open at once, across every instance (phones, tablets, browser tabs). */
  MAX_SOCKETS_PER_MEMBER: positive(10),
  /** How long a request to chat over NATS may take. */
  RPC_TIMEOUT_MS: positive(3000, 50),
});

export type RealtimeConfig = z.infer<typeof realtimeConfigSchema>;

export const readRealtimeConfig = (source?: Record<string, string | undefined>) =>
  loadConfig(realtimeConfigSchema, source);
