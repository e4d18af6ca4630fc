export interface RateLimitOptions {
  perSecond: number;
  burst: number;
  /** Refused frames within `windowMs` that count as abuse rather than a burst. */
  maxRejected: number;
  windowMs?: number;
}

export type RateDecision = 'allow' | 'limit' | 'abuse';

/**
 * A token bucket per socket: a member may type and send in bursts, but a client stuck in a loop is
 * told to slow down, and one that keeps going is cut off so it cannot eat the instance's CPU.
 */
export class FrameRateLimiter {
  private tokens: number;
  private last: number;
  private rejected: number[] = [];
  private readonly windowMs: number;

  constructor(
    private readonly opts: RateLimitOptions,
    now = Date.now(),
  ) {
    this.tokens = opts.burst;
    this.last = now;
    this.windowMs = opts.windowMs ?? 10_000;
  }

  take(now = Date.now()): RateDecision {
    this.tokens = Math.min(this.opts.burst, this.tokens + ((now - this.last) / 1000) * this.opts.perSecond);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 'allow';
    }
    const since = now - this.windowMs;
    while (this.rejected.length > 0 && this.rejected[0]! <= since) this.rejected.shift();
    this.rejected.push(now);
    return this.rejected.length > this.opts.maxRejected ? 'abuse' : 'limit';
  }
}
