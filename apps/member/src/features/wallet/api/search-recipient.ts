import { type RecipientResult, recipientSearchReply } from '@taishan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The look-up starts at 2 characters. */
export const RECIPIENT_SEARCH_MIN = 2;

export function searchRecipient(username: string, signal?: AbortSignal): Promise<RecipientResult | null> {
  return apiRequest(`/api/user/search?username=${encodeURIComponent(username)}`, {
    schema: recipientSearchReply,
    signal,
  });
}

export const recipientQueryRoot = ['user', 'recipient'] as const;

export function recipientQueryOptions(username: string) {
  return queryOptions({
    queryKey: [...recipientQueryRoot, username],
    queryFn: ({ signal }) => searchRecipient(username, signal),
    staleTime: 60_000,
    retry: false,
  });
}

/** A failed look-up silently means "no recipient". */
export function useRecipient(username: string) {
  const name = username.trim();
  return useQuery({ ...recipientQueryOptions(name), enabled: name.length >= RECIPIENT_SEARCH_MIN });
}
