import type { ChatMessage, MessageStatus } from '@taishan/contracts';

/** An own message not yet stored by the server: on its way, or refused / unreachable. */
export type LocalState = 'sending' | 'failed';

export interface LogMessage extends ChatMessage {
  local?: LocalState;
}

/** What the client holds of one conversation: messages in seq order, pending ones last. */
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

function compare(a: LogMessage, b: LogMessage): number {
  if (isPending(a) !== isPending(b)) return isPending(a) ? 1 : -1;
  if (isPending(a)) return a.createdAt.localeCompare(b.createdAt);
  return a.seq - b.seq;
}

/**
 * Adds server messages to what is held: one entry per message id, and a stored message replaces
 * the pending entry with its clientId. The result is ordered by seq, pending ones last.
 */
export function mergeMessages(
  current: readonly LogMessage[],
  incoming: readonly ChatMessage[],
): LogMessage[] {
  if (incoming.length === 0) return current as LogMessage[];
  const byId = new Map<string, LogMessage>();
  const pendingByClient = new Map<string, LogMessage>();
  for (const m of current) {
    if (isPending(m) && m.clientId) pendingByClient.set(m.clientId, m);
    else byId.set(m.id, m);
  }
  for (const m of incoming) {
    if (m.clientId) pendingByClient.delete(m.clientId);
    const held = byId.get(m.id);
    byId.set(m.id, held ? { ...m, status: laterStatus(held.status, m.status) } : m);
  }
  // A confirmed copy may already be held under its id while the pending one lingers.
  const confirmedClientIds = new Set([...byId.values()].map((m) => m.clientId).filter(Boolean));
  const pending = [...pendingByClient.values()].filter((m) => !confirmedClientIds.has(m.clientId));
  return [...byId.values(), ...pending].sort(compare);
}

export function addPending(current: readonly LogMessage[], message: LogMessage): LogMessage[] {
  return [...current.filter((m) => m.clientId !== message.clientId), message];
}

/** Marks the pending message with this clientId; a message already stored is left alone. */
export function setLocalState(
  current: readonly LogMessage[],
  clientId: string,
  local: LocalState,
): LogMessage[] {
  return current.map((m) => (m.clientId === clientId && isPending(m) ? { ...m, local } : m));
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
