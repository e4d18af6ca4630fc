import type { ChatMessage, MessageStatus } from '@taishan/contracts';

/** An own message not yet stored by the server: on its way, or refused / unreachable. */
export type LocalState = 'sending' | 'failed';

export interface LogMessage extends ChatMessage {
  local?: LocalState;
  /** Why the server refused it (a failed one): shown under the bubble. */
  failure?: string;
}

/** What the client holds of one conversation: the server's messages in seq order. */
export interface MessageLog {
  messages: LogMessage[];
  /** Whether older messages exist on the server (loaded with `before=`). */
  hasOlder: boolean;
}

const STATUS_RANK: Record<MessageStatus, number> = { sent: 0, delivered: 1, read: 2 };

/** Statuses only move forward: a page fetched a moment ago must not undo a live receipt. */
function laterStatus(a: MessageStatus, b: MessageStatus): MessageStatus {
  return STATUS_RANK[a] >= STATUS_RANK[b] ? a : b;
}

const isPending = (m: LogMessage) => m.local !== undefined;

/** A recall is final: a page fetched just before it must not bring the words back. */
function recalledCopy(m: LogMessage): LogMessage {
  return { ...m, recalled: true, content: '' };
}

/**
 * Adds server messages to what is held: one entry per message id, ordered by seq. A status only
 * moves forward and a recall stays.
 */
export function mergeMessages(
  current: readonly LogMessage[],
  incoming: readonly ChatMessage[],
): LogMessage[] {
  if (incoming.length === 0) return current as LogMessage[];
  const byId = new Map<string, LogMessage>();
  for (const m of current) byId.set(m.id, m);
  for (const m of incoming) {
    const held = byId.get(m.id);
    if (!held) {
      byId.set(m.id, m);
      continue;
    }
    const next = { ...m, status: laterStatus(held.status, m.status) };
    byId.set(m.id, held.recalled || m.recalled ? recalledCopy(next) : next);
  }
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** The message with this id was recalled: its words go, the notice shows in its place. */
export function applyRecall(current: readonly LogMessage[], messageId: string): LogMessage[] {
  if (!current.some((m) => m.id === messageId && !m.recalled)) return current as LogMessage[];
  return current.map((m) => (m.id === messageId ? recalledCopy(m) : m));
}

/**
 * What a conversation shows: the stored messages, then the member's unsent ones in the order
 * written. An unsent one whose clientId the server already stored is the same message: the
 * stored copy wins (the outbox drops its entry right after).
 */
export function withUnsent(
  stored: readonly LogMessage[],
  unsent: readonly LogMessage[],
  me: string,
): LogMessage[] {
  if (unsent.length === 0) return stored as LogMessage[];
  const confirmed = new Set(stored.filter((m) => m.senderId === me && m.clientId).map((m) => m.clientId));
  return [...stored, ...unsent.filter((m) => !confirmed.has(m.clientId))];
}

/**
 * A receipt of the other member of a private room: own messages up to its marks are delivered /
 * read. (In groups the status needs every member's marks; that comes from the server instead.)
 */
export function applyReceipt(
  current: readonly LogMessage[],
  me: string,
  marks: { deliveredSeq: number; readSeq: number },
): LogMessage[] {
  let changed = false;
  const next = current.map((m) => {
    if (m.senderId !== me || isPending(m)) return m;
    const status: MessageStatus =
      m.seq <= marks.readSeq ? 'read' : m.seq <= marks.deliveredSeq ? 'delivered' : 'sent';
    const later = laterStatus(m.status, status);
    if (later === m.status) return m;
    changed = true;
    return { ...m, status: later };
  });
  return changed ? next : (current as LogMessage[]);
}

/** The highest seq held (0 when none): where a resync starts. */
export function newestSeq(messages: readonly LogMessage[]): number {
  let max = 0;
  for (const m of messages) if (!isPending(m) && m.seq > max) max = m.seq;
  return max;
}

/** The lowest seq held, or null: where loading older messages continues. */
export function oldestSeq(messages: readonly LogMessage[]): number | null {
  let min: number | null = null;
  for (const m of messages) if (!isPending(m) && (min === null || m.seq < min)) min = m.seq;
  return min;
}

/** The newest message someone else wrote: what "read up to" refers to. */
export function newestFromOthers(messages: readonly LogMessage[], me: string): number {
  let max = 0;
  for (const m of messages) if (!isPending(m) && m.senderId !== me && m.seq > max) max = m.seq;
  return max;
}
