import type { Redis } from 'ioredis';

/**
 * Presence in Redis, shared by every realtime instance:
 * - `presence:<userId>`: sorted set of that member's connection ids scored by expiry (ms). Heartbeats
 *   push the expiry forward; a crashed instance's connections simply run out.
 * - `presence:online`: sorted set of members currently considered online, scored by the latest expiry
 *   of any of their connections, or by the moment their last connection closed. Being in this set is
 *   what friends were told; a member leaves it (and friends hear "offline") once they have had no
 *   live connection for the grace period.
 * The scripts make each transition atomic, so two instances never both announce the same change.
 */
const TOUCH = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[3])
local cap = tonumber(ARGV[6])
if cap > 0 and not redis.call('ZSCORE', KEYS[1], ARGV[1]) and redis.call('ZCARD', KEYS[1]) >= cap then
  return -1
end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
local was = redis.call('ZSCORE', KEYS[2], ARGV[4])
redis.call('ZADD', KEYS[2], 'GT', ARGV[2], ARGV[4])
if was then return 0 end
return 1`;

const DROP = `
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[2])
if redis.call('ZCARD', KEYS[1]) > 0 then return 0 end
redis.call('ZADD', KEYS[2], 'XX', ARGV[2], ARGV[3])
return 1`;

const SETTLE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[2])
if redis.call('ZCARD', KEYS[1]) > 0 then return 0 end
local score = redis.call('ZSCORE', KEYS[2], ARGV[1])
if not score then return 0 end
if tonumber(score) > tonumber(ARGV[2]) - tonumber(ARGV[3]) then return 0 end
redis.call('ZREM', KEYS[2], ARGV[1])
return 1`;

interface ScriptedRedis extends Redis {
  presenceTouch(userKey: string, onlineKey: string, ...args: Array<string | number>): Promise<number>;
  presenceDrop(userKey: string, onlineKey: string, ...args: Array<string | number>): Promise<number>;
  presenceSettle(userKey: string, onlineKey: string, ...args: Array<string | number>): Promise<number>;
}

export type TouchResult = 'online' | 'came-online' | 'over-cap';

export interface PresenceStore {
  /**
   * Records a live connection until `expiresAt`. With a `cap`, a new connection is refused
   * ('over-cap') when the member already has that many live ones, on any instance.
   */
  touch(userId: string, connId: string, expiresAt: number, cap?: number, now?: number): Promise<TouchResult>;
  /** Forgets a connection; true when it was the member's last one (the grace period starts now). */
  drop(userId: string, connId: string, now?: number): Promise<boolean>;
  /** Takes the member offline if they have had no connection for `graceMs`; true when that happened. */
  settle(userId: string, graceMs: number, now?: number): Promise<boolean>;
  /** Members still marked online although nothing kept them alive for `graceMs` (their instance died). */
  stale(graceMs: number, limit: number, now?: number): Promise<string[]>;
  /** Which of these members are online (a member in their grace period still is). */
  onlineAmong(userIds: string[], graceMs: number, now?: number): Promise<string[]>;
}

export function createPresenceStore(redis: Redis, prefix: string): PresenceStore {
  const scripted = redis as ScriptedRedis;
  if (!('presenceTouch' in redis)) {
    redis.defineCommand('presenceTouch', { numberOfKeys: 2, lua: TOUCH });
    redis.defineCommand('presenceDrop', { numberOfKeys: 2, lua: DROP });
    redis.defineCommand('presenceSettle', { numberOfKeys: 2, lua: SETTLE });
  }
  const userKey = (userId: string) => `${prefix}presence:${userId}`;
  const onlineKey = `${prefix}presence:online`;

  return Object.freeze({
    async touch(userId, connId, expiresAt, cap = 0, now = Date.now()) {
      // The per-member key outlives its last expiry by a minute, then Redis drops it by itself.
      const ttl = Math.max(1, expiresAt - now) + 60_000;
      const fresh = await scripted.presenceTouch(
        userKey(userId),
        onlineKey,
        connId,
        expiresAt,
        now,
        userId,
        ttl,
        cap,
      );
      return fresh === -1 ? 'over-cap' : fresh === 1 ? 'came-online' : 'online';
    },
    async drop(userId, connId, now = Date.now()) {
      return (await scripted.presenceDrop(userKey(userId), onlineKey, connId, now, userId)) === 1;
    },
    async settle(userId, graceMs, now = Date.now()) {
      return (await scripted.presenceSettle(userKey(userId), onlineKey, userId, now, graceMs)) === 1;
    },
    async stale(graceMs, limit, now = Date.now()) {
      return redis.zrangebyscore(onlineKey, '-inf', now - graceMs, 'LIMIT', 0, limit);
    },
    async onlineAmong(userIds, graceMs, now = Date.now()) {
      if (userIds.length === 0) return [];
      const scores = await redis.zmscore(onlineKey, ...userIds);
      return userIds.filter((_, i) => {
        const score = scores[i];
        return score != null && Number(score) > now - graceMs;
      });
    },
  } satisfies PresenceStore);
}
