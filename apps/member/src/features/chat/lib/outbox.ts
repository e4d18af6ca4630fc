import type { ChatMessage } from '@taishan/contracts';
import type { MessageTarget } from '../api/get-messages';
import type { SendTarget } from '../api/send-message';
import type { LogMessage } from './message-log';

/** One message the member wrote that the server has not stored yet. */
export interface OutboxEntry {
  clientId: string;
  /** Who wrote it: only their session sends it (a shared device may see another member sign in). */
  owner: string;
  /** The order of writing: the outbox sends in this order. */
  queuedAt: number;
  /** The conversation it shows in, and where it goes. */
  view: MessageTarget;
  target: SendTarget;
  /** The bubble: `local` is 'sending' while it waits, 'failed' once the server refused it. */
  message: LogMessage;
}

/** Where the entries live between page loads (IndexedDB in the app, a Map in tests). */
export interface OutboxStorage {
  /** The owner's entries in the order they were written. */
  list(owner: string): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(clientId: string): Promise<void>;
}

/**
 * What became of one attempt: stored (the server's copy), refused for good (its words, shown on
 * the bubble), or not reached (offline, server away, session over: try again later).
 */
export type SendOutcome =
  | { kind: 'sent'; message: ChatMessage }
  | { kind: 'refused'; reason: string }
  | { kind: 'unreachable' };

export interface OutboxOptions {
  /** Runs the drain under a lock shared by the app's tabs, so two tabs never send the same entry at once. */
  exclusive?: <T>(name: string, run: () => Promise<T>) => Promise<T>;
  /** Other tabs changed the storage (and this tab tells them when it does). */
  broadcast?: { post: (owner: string) => void; listen: (onChange: (owner: string) => void) => () => void };
  /** Whether an attempt can succeed at all now (false while the browser says it is offline). */
  online?: () => boolean;
  /** Waits before trying again after an attempt that did not reach the server. */
  retryDelaysMs?: readonly number[];
}

const RETRY_DELAYS_MS = [2000, 5000, 15_000, 30_000, 60_000] as const;

/**
 * The member's unsent messages. A message is written here first and stays, across reloads, until
 * the server stored it (then it is removed) or refused it (then it waits as failed for 重试 or
 * 删除). The drain sends the waiting ones one at a time, oldest first, and stops at the first that
 * cannot reach the server; it runs again when `kick` is called (a new message, the connection
 * back, the app started) and after a growing pause. Each entry keeps its clientId, which the
 * server stores once, so an attempt repeated after an unknown outcome never makes a second copy.
 */
export class Outbox {
  private owner: string | null = null;
  private entries: readonly OutboxEntry[] = [];
  private readonly listeners = new Set<() => void>();
  private send: ((entry: OutboxEntry) => Promise<SendOutcome>) | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private stopListening: (() => void) | null = null;

  constructor(
    private readonly storage: OutboxStorage,
    private readonly options: OutboxOptions = {},
  ) {}

  /** Loads the member's entries and starts sending them with `send`. */
  async open(owner: string, send: (entry: OutboxEntry) => Promise<SendOutcome>): Promise<void> {
    this.close();
    this.owner = owner;
    this.send = send;
    this.stopListening =
      this.options.broadcast?.listen((changed) => {
        if (changed === this.owner) void this.reload();
      }) ?? null;
    await this.reload();
    this.kick();
  }

  /** The member signed out: nothing is sent or shown until the next `open`. */
  close() {
    this.owner = null;
    this.send = null;
    this.stopListening?.();
    this.stopListening = null;
    this.clearRetry();
    this.failures = 0;
    this.setEntries([]);
  }

  /** The open member's entries in the order written (a stable array until something changes). */
  snapshot(): readonly OutboxEntry[] {
    return this.entries;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Keeps a newly written message and sends it as soon as those before it are through. */
  async add(entry: Omit<OutboxEntry, 'queuedAt'>): Promise<void> {
    const last = this.entries.at(-1)?.queuedAt ?? 0;
    const stored: OutboxEntry = { ...entry, queuedAt: Math.max(Date.now(), last + 1) };
    this.setEntries([...this.entries.filter((e) => e.clientId !== entry.clientId), stored]);
    try {
      await this.storage.put(stored);
    } catch (error) {
      this.setEntries(this.entries.filter((e) => e.clientId !== entry.clientId));
      throw error;
    }
    this.changed();
    this.kick();
  }

  /** 重试: a refused message waits its turn again (same clientId). */
  async retry(clientId: string): Promise<void> {
    const entry = this.entries.find((e) => e.clientId === clientId);
    if (entry?.message.local !== 'failed') return;
    await this.replace({ ...entry, message: { ...entry.message, local: 'sending' } });
    this.kick();
  }

  /** 删除: a refused message is given up. */
  async discard(clientId: string): Promise<void> {
    if (!this.entries.some((e) => e.clientId === clientId && e.message.local === 'failed')) return;
    this.setEntries(this.entries.filter((e) => e.clientId !== clientId));
    await this.storage.remove(clientId);
    this.changed();
  }

  /** Sends what waits, now (or right after the drain already under way). */
  kick() {
    if (!this.owner || !this.send) return;
    this.clearRetry();
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runDrains()
      .catch((error: unknown) => {
        // The device's storage failed: what waits stays shown and is tried again later.
        console.error('待发送消息读取失败', error);
        this.scheduleRetry();
      })
      .finally(() => {
        this.running = null;
        // A kick that came after the last look at `again` but before this point still counts.
        if (this.again) this.kick();
      });
  }

  /** Settles when no drain is running (for tests and for callers that wait for a flush). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async runDrains() {
    do {
      this.again = false;
      const owner = this.owner;
      if (!owner) return;
      const exclusive = this.options.exclusive;
      const stalled = exclusive
        ? await exclusive(`taishan-outbox:${owner}`, () => this.drain(owner))
        : await this.drain(owner);
      if (stalled && !this.again) this.scheduleRetry();
    } while (this.again);
  }

  /** Sends the owner's waiting entries in order; true when one could not reach the server. */
  private async drain(owner: string): Promise<boolean> {
    if (this.options.online && !this.options.online()) return true;
    for (;;) {
      if (this.owner !== owner || !this.send) return false;
      // Read from storage each time: another tab may have sent or removed entries meanwhile.
      const next = (await this.storage.list(owner)).find((e) => e.message.local === 'sending');
      if (!next) {
        this.failures = 0;
        return false;
      }
      const outcome = await this.send(next).catch((): SendOutcome => ({ kind: 'unreachable' }));
      if (outcome.kind === 'unreachable') {
        this.failures++;
        return true;
      }
      this.failures = 0;
      if (outcome.kind === 'sent') {
        this.setEntries(this.entries.filter((e) => e.clientId !== next.clientId));
        await this.storage.remove(next.clientId);
      } else {
        await this.replace({
          ...next,
          message: { ...next.message, local: 'failed', failure: outcome.reason },
        });
      }
      this.changed();
    }
  }

  private async replace(entry: OutboxEntry) {
    const known = this.entries.some((e) => e.clientId === entry.clientId);
    this.setEntries(
      known
        ? this.entries.map((e) => (e.clientId === entry.clientId ? entry : e))
        : [...this.entries, entry].sort((a, b) => a.queuedAt - b.queuedAt),
    );
    await this.storage.put(entry);
    this.changed();
  }

  private async reload() {
    const owner = this.owner;
    if (!owner) return;
    const entries = await this.storage.list(owner);
    if (this.owner === owner) this.setEntries(entries);
  }

  private setEntries(entries: readonly OutboxEntry[]) {
    if (entries === this.entries || (entries.length === 0 && this.entries.length === 0)) return;
    this.entries = entries;
    for (const listener of this.listeners) listener();
  }

  private changed() {
    if (this.owner) this.options.broadcast?.post(this.owner);
  }

  /** After the n-th attempt in a row that did not get through, the n-th delay (the last one after that). */
  private scheduleRetry() {
    const delays = this.options.retryDelaysMs ?? RETRY_DELAYS_MS;
    const delay = delays[Math.min(Math.max(this.failures, 1), delays.length) - 1] ?? 60_000;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.kick();
    }, delay);
  }

  private clearRetry() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }
}
