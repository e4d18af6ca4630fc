import { type FriendEntry, friendEntry } from '@taishan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export function getFriends(): Promise<FriendEntry[]> {
  return apiRequest('/api/friends', { schema: z.array(friendEntry) });
}

export const friendsQueryRoot = ['friends'] as const;

export function friendsQueryOptions() {
  return queryOptions({ queryKey: friendsQueryRoot, queryFn: getFriends });
}

export function useFriends() {
  return useQuery(friendsQueryOptions());
}
