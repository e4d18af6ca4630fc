import {
  type ChatMessage,
  type Conversation,
  type MessageRecalled,
  PINNED_ROOM_ID,
  recallNotice,
} from '@taishan/contracts';

/** The unread badge caps at 99+. */
export function unreadLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** What a row is called: the other member for a private chat, the room name otherwise. */
export function conversationName(c: Pick<Conversation, 'type' | 'name' | 'participantName'>): string {
  return c.type === 'private' ? c.participantName || c.name : c.name;
}

/** The pinned room (daodejing) first, then the most recent activity; rooms without any last. */
export function sortConversations(list: readonly Conversation[]): Conversation[] {
  const pinned = (c: Conversation) => c.pinned || c.id === PINNED_ROOM_ID;
  return [...list].sort((a, b) => {
    if (pinned(a) !== pinned(b)) return pinned(a) ? -1 : 1;
    const at = a.lastTime ? Date.parse(a.lastTime) : 0;
    const bt = b.lastTime ? Date.parse(b.lastTime) : 0;
    return bt - at;
  });
}

/** Case-insensitive match on the name; a blank query matches everything. */
export function filterConversations(list: readonly Conversation[], query: string): Conversation[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [...list];
  return list.filter((c) => conversationName(c).toLocaleLowerCase().includes(q));
}

/** Where tapping a row leads. */
export function conversationHref(
  c: Pick<Conversation, 'id' | 'type' | 'name' | 'participantId' | 'participantName'>,
) {
  const name = encodeURIComponent(conversationName(c));
  if (c.type === 'private' && c.participantId) return `/conversation?contact=${c.participantId}&name=${name}`;
  if (c.type === 'public') return `/chat-room?room=${encodeURIComponent(c.id)}&name=${name}`;
  return `/conversation?group=${encodeURIComponent(c.id)}`;
}

/**
 * A message arrived: its room shows it as the last message and, unless it is the member's own or
 * the room is open in front of them, one more unread. Returns null when the room is not in the
 * list yet (a new conversation): the caller refetches the list then.
 */
export function applyIncoming(
  list: readonly Conversation[],
  message: ChatMessage,
  { me, seen }: { me: string; seen: boolean },
): Conversation[] | null {
  const index = list.findIndex((c) => c.id === message.roomId);
  if (index === -1) return null;
  const c = list[index]!;
  if (message.seq <= c.lastSeq && c.lastMessage !== null) return list as Conversation[];
  const own = message.senderId === me;
  const read = own || seen;
  const next: Conversation = {
    ...c,
    lastMessage: message.content,
    lastTime: message.createdAt,
    lastSeq: Math.max(c.lastSeq, message.seq),
    lastReadSeq: read ? Math.max(c.lastReadSeq, message.seq) : c.lastReadSeq,
    unreadCount: read ? 0 : c.unreadCount + 1,
  };
  return list.map((item, i) => (i === index ? next : item));
}

/** A message was recalled: when it is the room's last one, the row shows the notice instead. */
export function applyRecallToList(
  list: readonly Conversation[],
  recall: MessageRecalled,
  me: string,
): Conversation[] {
  const notice = recallNotice(recall.recalledBy === me ? '你' : recall.nickname);
  let changed = false;
  const next = list.map((c) => {
    if (c.id !== recall.chatId || c.lastSeq !== recall.seq || c.lastMessage === notice) return c;
    changed = true;
    return { ...c, lastMessage: notice };
  });
  return changed ? next : (list as Conversation[]);
}

/** The member read the room up to `seq` (here or on another device). */
export function applyRead(list: readonly Conversation[], roomId: string, seq: number): Conversation[] {
  return list.map((c) =>
    c.id === roomId && seq > c.lastReadSeq
      ? { ...c, lastReadSeq: seq, unreadCount: Math.max(0, c.lastSeq - seq) }
      : c,
  );
}

export function applyPresence(
  list: readonly Conversation[],
  userId: string,
  isOnline: boolean,
): Conversation[] {
  return list.map((c) =>
    c.type === 'private' && c.participantId === userId && c.isOnline !== isOnline ? { ...c, isOnline } : c,
  );
}

export function totalUnread(list: readonly Conversation[] | undefined): number {
  return (list ?? []).reduce((sum, c) => sum + Math.max(0, c.unreadCount), 0);
}
