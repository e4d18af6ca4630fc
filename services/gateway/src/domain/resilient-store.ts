import type { Redis } from 'ioredis';

/** What @fastify/rate-limit asks of a store. */
export interface RateLimitStore {
  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow?: number,
    max?: number,
  ): void;
  child(routeOptions: object): RateLimitStore;
}

const WINDOW = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return {current, tonumber(ARGV[1])}
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

interface ScriptedRedis extends Redis {
  gatewayWindow(key: string, windowMs: number): Promise<[number, number]>;
}

/** Fixed windows kept in this process: the fallback while Redis does not answer. */
export class LocalWindows {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly maxKeys = 100_000) {}

  hit(key: string, windowMs: number, now = Date.now()): { current: number; ttl: number } {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= this.maxKeys) this.prune(now);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.resetAt - now };
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Still full of live windows: forget the oldest rather than grow without bound.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}

export interface ResilientStoreOptions {
  redis: Redis;
  prefix: string;
  /** After Redis fails, how long to count in-process before asking Redis again. */
  retryAfterMs?: number;
  /** Called when the store starts or stops counting in-process. */
  onFallback?: (active: boolean, err?: Error) => void;
}

/**
 * Rate-limit counters shared by every gateway instance in Redis. When Redis fails or does not
 * answer within its command timeout, counting continues in this process (limits hold per
 * instance instead of across instances) rather than failing open, which would silently drop
 * the limits on login and register, or closed, which would refuse every request.
 */
export function resilientStore(opts: ResilientStoreOptions) {
  const redis = opts.redis as ScriptedRedis;
  if (typeof (opts.redis as unknown as Partial<ScriptedRedis>).gatewayWindow !== 'function')
    opts.redis.defineCommand('gatewayWindow', { numberOfKeys: 1, lua: WINDOW });
  const retryAfterMs = opts.retryAfterMs ?? 5_000;
  const state = { localUntil: 0 };
  const local = new LocalWindows();

  class ResilientStore implements RateLimitStore {
    readonly keyPrefix: string;

    /** The plugin passes its options first; children carry their route's key prefix. */
    constructor(_pluginOptions?: unknown, keyPrefix = opts.prefix) {
      this.keyPrefix = keyPrefix;
    }

    // The plugin passes the route's window (its typings omit it); a minute is every limit's window.
    incr(key: string, callback: Parameters<RateLimitStore['incr']>[1], timeWindow = 60_000) {
      const fullKey = this.keyPrefix + key;
      if (Date.now() < state.localUntil) {
        callback(null, local.hit(fullKey, timeWindow));
        return;
      }
      redis.gatewayWindow(fullKey, timeWindow).then(
        ([current, ttl]) => {
          if (state.localUntil !== 0) {
            state.localUntil = 0;
            opts.onFallback?.(false);
          }
          callback(null, { current, ttl });
        },
        (err: Error) => {
          if (state.localUntil === 0) opts.onFallback?.(true, err);
          state.localUntil = Date.now() + retryAfterMs;
          callback(null, local.hit(fullKey, timeWindow));
        },
      );
    }

    /** A route with limits of its own counts in keys of its own (the plugin passes its route as routeInfo). */
    child(routeOptions: object) {
      const { method, url } =
        (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return new ResilientStore(undefined, `${this.keyPrefix}${String(method)}${url}-`);
    }
  }
  return ResilientStore;
}
