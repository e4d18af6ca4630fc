import { type ChatMessage, chatMessage, MESSAGE_PAGE_SIZE } from '@taishan/contracts';
import { type QueryClient, type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { fetchSince, type PageQuery } from '../lib/fetch-since';
import { type MessageLog, mergeMessages, newestSeq } from '../lib/message-log';

/** A room by id (public, group, or a private room by its id), or a private chat by the other member. */
export type MessageTarget = { kind: 'room'; roomId: string } | { kind: 'direct'; contactId: string };

export const messagesQueryRoot = ['chats', 'messages'] as const;

export function messagesKey(target: MessageTarget) {
  return target.kind === 'room'
    ? ([...messagesQueryRoot, 'room', target.roomId] as const)
    : ([...messagesQueryRoot, 'direct', target.contactId] as const);
}

/** The target a cached message query belongs to (for the resync over every known conversation). */
export function targetOfKey(key: QueryKey): MessageTarget | null {
  const [, , kind, id] = key;
  if (typeof id !== 'string') return null;
  if (kind === 'room') return { kind, roomId: id };
  if (kind === 'direct') return { kind, contactId: id };
  return null;
}

function search(query: PageQuery): string {
  const params = new URLSearchParams({ limit: String(query.limit) });
  if (query.before !== undefined) params.set('before', String(query.before));
  if (query.after !== undefined) params.set('after', String(query.after));
  return params.toString();
}

/** One page of history, newest first as the server sends it. */
export function getMessagePage(target: MessageTarget, query: PageQuery): Promise<ChatMessage[]> {
  const path =
    target.kind === 'room'
      ? `/api/chats/${encodeURIComponent(target.roomId)}/messages`
      : `/api/messages/${encodeURIComponent(target.contactId)}`;
  return apiRequest(`${path}?${search(query)}`, { schema: z.array(chatMessage) });
}

/**
 * A sync re-reads this many of the latest messages held besides everything newer, so ticks that
 * changed while the socket was away (or in a group, where one member's receipt says too little)
 * are current again. Usually still a single request.
 */
const STATUS_OVERLAP = MESSAGE_PAGE_SIZE;

/**
 * The first load takes the newest page. Later loads (a resync after reconnecting, a group receipt)
 * fetch only what came after the newest message held and merge it, keeping older pages; if too
 * much was missed, the log starts over from the newest page. (Unsent messages live in the outbox.)
 */
async function loadLog(target: MessageTarget, client: QueryClient): Promise<MessageLog> {
  const key = messagesKey(target);
  const held = client.getQueryData<MessageLog>(key);
  const newest = held ? newestSeq(held.messages) : 0;
  if (!held || newest === 0) {
    const page = await getMessagePage(target, { limit: MESSAGE_PAGE_SIZE });
    // Read the cache again: socket messages may have arrived while the page was on its way.
    const now = client.getQueryData<MessageLog>(key);
    return { messages: mergeMessages(now?.messages ?? [], page), hasOlder: page.length >= MESSAGE_PAGE_SIZE };
  }
  const since = await fetchSince((q) => getMessagePage(target, q), Math.max(0, newest - STATUS_OVERLAP));
  const now = client.getQueryData<MessageLog>(key) ?? held;
  if (!since.complete) return { messages: mergeMessages([], since.messages), hasOlder: true };
  return { messages: mergeMessages(now.messages, since.messages), hasOlder: now.hasOlder };
}

export function messagesQueryOptions(target: MessageTarget) {
  return queryOptions({
    queryKey: messagesKey(target),
    queryFn: ({ client }) => loadLog(target, client),
    // Kept current by the socket; refetched on reconnect and when a view opens it again.
    staleTime: 0,
    refetchOnMount: true,
  });
}

export function useMessages(target: MessageTarget | null) {
  return useQuery({
    ...messagesQueryOptions(target ?? { kind: 'room', roomId: '' }),
    enabled: target !== null,
  });
}

/** Pages back from the oldest message held (scrolling up). */
export async function loadOlderMessages(client: QueryClient, target: MessageTarget, before: number) {
  const page = await getMessagePage(target, { before, limit: MESSAGE_PAGE_SIZE });
  client.setQueryData<MessageLog>(messagesKey(target), (log) =>
    log ? { messages: mergeMessages(log.messages, page), hasOlder: page.length >= MESSAGE_PAGE_SIZE } : log,
  );
}
