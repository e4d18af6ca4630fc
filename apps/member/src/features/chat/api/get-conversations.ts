import { type Conversation, conversation } from '@taishan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { totalUnread } from '../lib/conversation-list';

export function getConversations(): Promise<Conversation[]> {
  return apiRequest('/api/chats/list', { schema: z.array(conversation) });
}

export const conversationsQueryRoot = ['chats', 'list'] as const;

export function conversationsQueryOptions() {
  return queryOptions({ queryKey: conversationsQueryRoot, queryFn: getConversations });
}

export function useConversations() {
  return useQuery(conversationsQueryOptions());
}

/** The 聊天 tab's badge: the sum of every conversation's unread count, live. */
export function useUnreadTotal(): number {
  const { data } = useQuery({ ...conversationsQueryOptions(), select: totalUnread });
  return data ?? 0;
}
