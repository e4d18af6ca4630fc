import type { ChatMessage, Conversation, MessageRecalled, RoomType } from '@taishan/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { contactOf } from '../lib/active-chat';
import { applyIncoming, applyRecallToList, conversationName } from '../lib/conversation-list';
import { applyRecall, type LogMessage, type MessageLog, mergeMessages } from '../lib/message-log';
import { conversationsQueryOptions, conversationsQueryRoot } from './get-conversations';
import { type MessageTarget, messagesKey, messagesQueryRoot } from './get-messages';
import { roomQueryOptions } from './get-room';

/** A room's kind and name as far as the cache knows them (the list, or the room's details). */
export function roomInfoOf(
  client: QueryClient,
  chatId: string,
): { type: RoomType; name: string } | undefined {
  const list = client.getQueryData<Conversation[]>(conversationsQueryOptions().queryKey);
  const entry = list?.find((c) => c.id === chatId);
  if (entry) return { type: entry.type, name: conversationName(entry) };
  const room = client.getQueryData(roomQueryOptions(chatId).queryKey);
  return room ? { type: room.type, name: room.name } : undefined;
}

/** Every cached log a message belongs in: its room, and for a private message the partner's chat. */
export function logKeysOf(message: Pick<ChatMessage, 'roomId' | 'senderId' | 'receiverId'>, me: string) {
  const keys = [messagesKey({ kind: 'room', roomId: message.roomId })];
  const contactId = contactOf(message, me);
  if (contactId) keys.push(messagesKey({ kind: 'direct', contactId }));
  return keys;
}

export function updateLog(
  client: QueryClient,
  target: MessageTarget,
  update: (messages: LogMessage[]) => LogMessage[],
) {
  client.setQueryData<MessageLog>(messagesKey(target), (log) =>
    log ? { ...log, messages: update(log.messages) } : { messages: update([]), hasOlder: false },
  );
}

/**
 * A stored message (from the socket, or the reply to a send) goes into every cached log it belongs
 * in, and into the conversation list; a room the list does not know yet makes the list refetch.
 */
export function storeMessage(
  client: QueryClient,
  message: ChatMessage,
  { me, seen }: { me: string; seen: boolean },
) {
  for (const key of logKeysOf(message, me)) {
    client.setQueryData<MessageLog>(key, (log) =>
      log ? { ...log, messages: mergeMessages(log.messages, [message]) } : log,
    );
  }
  const listKey = conversationsQueryOptions().queryKey;
  const list = client.getQueryData<Conversation[]>(listKey);
  if (!list) return;
  const next = applyIncoming(list, message, { me, seen });
  if (next) client.setQueryData(listKey, next);
  else void client.invalidateQueries({ queryKey: conversationsQueryRoot });
}

/**
 * A message was recalled (the member's own reply, or the room's frame): every cached log that holds
 * it shows the notice instead, and so does the list when it was the room's last message.
 */
export function storeRecall(client: QueryClient, recall: MessageRecalled, me: string) {
  for (const [key, log] of client.getQueriesData<MessageLog>({ queryKey: messagesQueryRoot })) {
    if (!log?.messages.some((m) => m.id === recall.messageId)) continue;
    client.setQueryData<MessageLog>(key, { ...log, messages: applyRecall(log.messages, recall.messageId) });
  }
  client.setQueryData<Conversation[]>(
    conversationsQueryOptions().queryKey,
    (list) => list && applyRecallToList(list, recall, me),
  );
}
