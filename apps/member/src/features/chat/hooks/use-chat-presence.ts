import { useEffect } from 'react';
import { realtime } from '@/lib/realtime/realtime';
import { setActiveChat } from '../lib/active-chat';

/**
 * Marks the conversation as the one on screen (no unread count, no alert for it) and joins its room
 * on the socket, again after every reconnect.
 */
export function useChatPresence(roomId: string | null, contactId: string | null) {
  useEffect(() => {
    setActiveChat({ roomId, contactId });
    return () => setActiveChat(null);
  }, [roomId, contactId]);

  useEffect(() => {
    if (!roomId) return;
    const join = () => {
      realtime.send({ type: 'join_chat', data: { chatId: roomId } });
    };
    join();
    return realtime.onReady(join);
  }, [roomId]);
}
