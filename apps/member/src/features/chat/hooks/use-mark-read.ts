import type { Conversation } from '@taishan/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { realtime } from '@/lib/realtime/realtime';
import { conversationsQueryOptions } from '../api/get-conversations';
import { markRead } from '../api/mark-read';
import { applyRead } from '../lib/conversation-list';
import { type LogMessage, newestFromOthers, newestSeq } from '../lib/message-log';
import { usePageVisible } from './use-page-visible';

/**
 * While a conversation is open and the page visible, tells the server it was read up to the
 * newest message (over the socket, or by POST when it is down), so the sender's ticks turn blue
 * and the unread count clears.
 */
export function useMarkRead(roomId: string | null, messages: readonly LogMessage[] | undefined, me: string) {
  const client = useQueryClient();
  const visible = usePageVisible();
  // What the server already knew when the view opened; later local list updates do not count.
  const marked = useRef<{ roomId: string; seq: number } | null>(null);
  const newest = messages ? newestSeq(messages) : 0;
  const fromOthers = messages ? newestFromOthers(messages, me) : 0;

  useEffect(() => {
    if (!roomId || !visible || newest === 0) return;
    const listKey = conversationsQueryOptions().queryKey;
    if (marked.current?.roomId !== roomId) {
      // A room the list shows unread is marked whatever its seqs say; otherwise only news counts.
      const entry = client.getQueryData<Conversation[]>(listKey)?.find((c) => c.id === roomId);
      marked.current = { roomId, seq: entry && entry.unreadCount === 0 ? entry.lastReadSeq : 0 };
    }
    if (fromOthers <= marked.current.seq || newest <= marked.current.seq) return;
    marked.current = { roomId, seq: newest };
    if (!realtime.send({ type: 'read', data: { chatId: roomId, seq: newest } })) {
      markRead(roomId, newest).catch((error: unknown) => console.warn('标记已读失败', error));
    }
    client.setQueryData<Conversation[]>(listKey, (list) => list && applyRead(list, roomId, newest));
  }, [client, roomId, visible, newest, fromOthers]);
}
