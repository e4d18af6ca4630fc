import { startStack } from '@taishan/testing';
import type { BenchSession } from './session.js';

/**
 * The gateway's per-member and per-address limits (20 logins a minute by default) would stop a
 * bench that comes from one address within a second.
 */
export const GATEWAY_LIMITS_RAISED: Record<string, string> = {
  RATE_LIMIT_AUTH_MAX: '1000000',
  RATE_LIMIT_MEMBER_MAX: '1000000',
  RATE_LIMIT_ADDRESS_MAX: '1000000',
};

export interface BenchStack {
  gatewayUrl: string;
  /** The gateway's URL for a path. */
  api(path: string): string;
  /** Stops the services; safe to call again, and called by the session's clean-up if not before. */
  stop(): Promise<void>;
}

/** The environment the services start with: the session's database and prefixes, limits raised. */
export const stackEnv = (session: BenchSession, raised: Record<string, string>): Record<string, string> => ({
  ...session.ctx.env,
  ...raised,
});

const defaultAnnouncement = (limits: string) =>
  `starting the built services and the gateway on 127.0.0.1 with ${limits} so the limits do not throttle the bench`;

/**
 * Says which limits are raised (a reader of the figures must know), then starts the built services
 * and the gateway on free ports of 127.0.0.1 with them.
 */
export async function startBenchStack(
  session: BenchSession,
  raised: Record<string, string>,
  announce: (limits: string) => string = defaultAnnouncement,
): Promise<BenchStack> {
  const limits = Object.entries(raised)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');
  console.info(announce(limits));
  const running = await startStack(stackEnv(session, raised));
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= running.stop();
    return stopped;
  };
  session.defer(stop);
  return { gatewayUrl: running.gatewayUrl, api: (p) => `${running.gatewayUrl}${p}`, stop };
}
