import { type Delivery, deliverUserSubject } from '@taishan/contracts';
import { deliver, type EventBus } from '@taishan/events';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatClient } from './chat-client.js';
import type { PresenceStore } from './presence-store.js';

export interface PresenceOptions {
  graceMs: number;
  /** How long a connection counts as live without a heartbeat refreshing it. */
  connectionTtlMs: number;
  sweepMs: number;
  /** Live sockets one member may hold across every instance (0: no cap). */
  maxSockets: number;
}

/**
 * Turns connections opening and closing into online/offline transitions and tells the member's
 * friends (when the member lets them see it). Timers here are only for promptness: the sweeper on any
 * instance settles whatever a crashed or stopped instance left behind.
 */
export class PresenceTracker {
  private readonly graceTimers = new Map<string, NodeJS.Timeout>();
  private readonly pending = new Set<Promise<unknown>>();
  private sweeper: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly store: PresenceStore,
    private readonly chat: ChatClient,
    private readonly bus: EventBus,
    private readonly opts: PresenceOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.sweeper = setInterval(() => this.track(this.sweep()), this.opts.sweepMs);
    this.sweeper.unref();
  }

  /**
   * A socket signed in: counts it against the member's device cap and, when it is their first,
   * tells their friends. False when the member already has `maxSockets` live sockets anywhere.
   * Presence lives in Redis; when Redis fails the socket is let in (the cap and the online dot
   * are best effort, messages are not) and the failure is logged.
   */
  async admit(userId: string, connId: string): Promise<boolean> {
    let result: Awaited<ReturnType<PresenceStore['touch']>>;
    try {
      result = await this.store.touch(
        userId,
        connId,
        Date.now() + this.opts.connectionTtlMs,
        this.opts.maxSockets,
      );
    } catch (err) {
      this.log.warn(
        { userId, err: (err as Error).message },
        'presence unavailable: socket admitted uncounted',
      );
      return true;
    }
    if (result === 'over-cap') return false;
    if (result === 'came-online') this.track(this.announce(userId, true));
    return true;
  }

  /** A heartbeat says the socket is still there. */
  connected(userId: string, connId: string): void {
    this.track(
      this.store.touch(userId, connId, Date.now() + this.opts.connectionTtlMs).then((result) => {
        if (result === 'came-online') return this.announce(userId, true);
      }),
    );
  }

  disconnected(userId: string, connId: string): void {
    this.track(
      this.store.drop(userId, connId).then((wasLast) => {
        if (!wasLast || this.stopped) return;
        clearTimeout(this.graceTimers.get(userId));
        // A little past the grace so the settle script, which measures the same grace, agrees.
        const timer = setTimeout(() => {
          this.graceTimers.delete(userId);
          this.track(this.settle(userId));
        }, this.opts.graceMs + 25);
        timer.unref();
        this.graceTimers.set(userId, timer);
      }),
    );
  }

  online(userIds: string[]): Promise<string[]> {
    return this.store.onlineAmong(userIds, this.opts.graceMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.sweeper);
    for (const timer of this.graceTimers.values()) clearTimeout(timer);
    this.graceTimers.clear();
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private async settle(userId: string): Promise<void> {
    if (await this.store.settle(userId, this.opts.graceMs)) await this.announce(userId, false);
  }

  private async sweep(): Promise<void> {
    const stale = await this.store.stale(this.opts.graceMs, 200);
    for (const userId of stale) await this.settle(userId);
  }

  private async announce(userId: string, isOnline: boolean): Promise<void> {
    let friends: Awaited<ReturnType<ChatClient['friendsOf']>> | undefined;
    for (let attempt = 0; attempt < 3 && !friends; attempt++) {
      try {
        friends = await this.chat.friendsOf(userId);
      } catch (err) {
        if (attempt === 2 || this.stopped) {
          this.log.warn({ userId, isOnline, err: (err as Error).message }, 'could not tell friends');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
      }
    }
    if (!friends?.showOnlineStatus) return;
    const delivery: Delivery = { type: 'user_status', data: { userId, isOnline } };
    for (const friendId of friends.friendIds)
      deliver(this.bus, deliverUserSubject(friendId), delivery, this.log);
  }

  private track(work: Promise<unknown>): void {
    const guarded = work.catch((err) =>
      this.log.warn({ err: (err as Error).message }, 'presence update failed'),
    );
    this.pending.add(guarded);
    void guarded.finally(() => this.pending.delete(guarded));
  }
}
