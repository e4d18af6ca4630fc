import type { Conversation, Receipt } from '@taishan/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { realtime } from '@/lib/realtime/realtime';
import { conversationsQueryOptions, conversationsQueryRoot } from '../api/get-conversations';
import { messagesKey, messagesQueryRoot } from '../api/get-messages';
import { publicRoomsQueryRoot } from '../api/get-public-rooms';
import { roomInfoOf, storeMessage, storeRecall, updateLog } from '../api/message-cache';
import { isInView } from '../lib/active-chat';
import { applyPresence, applyRead } from '../lib/conversation-list';
import { applyReceipt, type MessageLog } from '../lib/message-log';
import { setTyping } from '../lib/typing-store';

/** Group ticks need every member's marks: re-read the room's latest messages, at most this often. */
const GROUP_TICK_REFRESH_MS = 1000;
/**
 * Acks of a busy room go out as one frame for its highest seq ("received up to"), so a burst of
 * messages does not run into the socket's rate limit.
 */
const ACK_BATCH_MS = 250;

function updateList(client: QueryClient, update: (list: Conversation[]) => Conversation[]) {
  client.setQueryData<Conversation[]>(conversationsQueryOptions().queryKey, (list) => list && update(list));
}

function refreshChatLists(client: QueryClient) {
  void client.invalidateQueries({ queryKey: conversationsQueryRoot });
  void client.invalidateQueries({ queryKey: publicRoomsQueryRoot });
}

/**
 * Keeps the cached chat data in step with the socket: messages into their logs and the list
 * (unread, last message, order), recalls, ticks from receipts, presence, typing, rooms joined or left. After
 * every (re)connect each conversation held fetches what it missed.
 */
export function useChatSync(me: string) {
  const client = useQueryClient();

  useEffect(() => {
    const groupRefresh = new Map<string, ReturnType<typeof setTimeout>>();
    const acks = new Map<string, number>();
    let ackTimer: ReturnType<typeof setTimeout> | null = null;
    const ack = (chatId: string, seq: number) => {
      acks.set(chatId, Math.max(seq, acks.get(chatId) ?? 0));
      ackTimer ??= setTimeout(() => {
        ackTimer = null;
        for (const [room, upTo] of acks) realtime.send({ type: 'ack', data: { chatId: room, seq: upTo } });
        acks.clear();
      }, ACK_BATCH_MS);
    };

    const onReceipt = (receipt: Receipt) => {
      if (receipt.userId === me) {
        updateList(client, (list) => applyRead(list, receipt.chatId, receipt.readSeq));
        return;
      }
      const partnerLog = client.getQueryData<MessageLog>(
        messagesKey({ kind: 'direct', contactId: receipt.userId }),
      );
      // A room just created by a first message may not be in the list yet; the partner's log knows it.
      const type =
        roomInfoOf(client, receipt.chatId)?.type ??
        (partnerLog?.messages.some((m) => m.roomId === receipt.chatId) ? 'private' : undefined);
      if (type === 'private') {
        const marks = { deliveredSeq: receipt.deliveredSeq, readSeq: receipt.readSeq };
        for (const target of [
          { kind: 'room', roomId: receipt.chatId } as const,
          { kind: 'direct', contactId: receipt.userId } as const,
        ]) {
          if (client.getQueryData(messagesKey(target))) {
            updateLog(client, target, (messages) => applyReceipt(messages, me, marks));
          }
        }
      } else if (type === 'group' && !groupRefresh.has(receipt.chatId)) {
        const key = messagesKey({ kind: 'room', roomId: receipt.chatId });
        const timer = setTimeout(() => {
          groupRefresh.delete(receipt.chatId);
          void client.refetchQueries({ queryKey: key, exact: true });
        }, GROUP_TICK_REFRESH_MS);
        groupRefresh.set(receipt.chatId, timer);
      }
    };

    const stops = [
      realtime.onReady(() => {
        void client.refetchQueries({ queryKey: messagesQueryRoot, type: 'all' });
        refreshChatLists(client);
      }),
      realtime.on('new_message', (message) => {
        const own = message.senderId === me;
        storeMessage(client, message, { me, seen: own || isInView(message, me) });
        if (!own) ack(message.roomId, message.seq);
        setTyping(message.roomId, { userId: message.senderId, nickname: message.senderName }, false);
      }),
      realtime.on('message', (message) => storeMessage(client, message, { me, seen: true })),
      realtime.on('receipt', onReceipt),
      realtime.on('message_recalled', (recall) => storeRecall(client, recall, me)),
      realtime.on('user_status', ({ userId, isOnline }) =>
        updateList(client, (list) => applyPresence(list, userId, isOnline)),
      ),
      realtime.on('typing', ({ chatId, userId, nickname, isTyping }) => {
        if (userId !== me) setTyping(chatId, { userId, nickname }, isTyping);
      }),
      realtime.on('room_joined', () => refreshChatLists(client)),
      realtime.on('room_left', () => refreshChatLists(client)),
      realtime.on('error', (error) => {
        // Errors about one message are shown on that message; these concern the connection.
        if (error.clientId) return;
        if (error.code === 'RATE_LIMITED') toast.warning(error.message, { id: 'realtime-rate' });
        else if (!error.code.startsWith('AUTH_')) console.warn('实时连接错误', error);
      }),
    ];
    return () => {
      for (const stop of stops) stop();
      for (const timer of groupRefresh.values()) clearTimeout(timer);
      if (ackTimer) clearTimeout(ackTimer);
    };
  }, [client, me]);
}
