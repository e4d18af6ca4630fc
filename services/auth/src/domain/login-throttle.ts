import { isIPv4, isIPv6 } from 'node:net';
import type { AuthConfig } from '../config.js';
import { loginThrottleRepository, type ThrottlePolicy } from '../db/login-throttle-repository.js';
import type { AuthContext } from './context.js';

/** Counters drain within hours; a day without attempts leaves nothing worth keeping. */
export const LOGIN_THROTTLE_RETENTION_HOURS = 24;

export const throttlePolicy = (config: AuthConfig): ThrottlePolicy => ({
  usernameFree: config.LOGIN_FREE_FAILURES,
  addressFree: config.LOGIN_ADDRESS_FREE_FAILURES,
  baseSeconds: config.LOGIN_DELAY_BASE_SECONDS,
  maxSeconds: config.LOGIN_DELAY_MAX_SECONDS,
});

/**
 * The address a budget belongs to. One IPv6 subscriber usually holds a whole /64, so the /64 is
 * one address; an IPv4 address seen through an IPv6 socket is the IPv4 address.
 */
export function throttleAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? front : [...front, ...Array(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Drops old counters now and then (every replica may run it; deletes are idempotent). */
export function startLoginThrottlePruner(ctx: AuthContext, everyMs = 60 * 60_000) {
  const run = () =>
    loginThrottleRepository
      .prune(ctx.db, LOGIN_THROTTLE_RETENTION_HOURS)
      .catch((err) => ctx.log.warn({ err }, 'login throttle pruning failed'));
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
