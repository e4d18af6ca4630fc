import type { FriendEntry } from '@taishan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getFriends(): Promise<FriendEntry[]> {
  return apiRequest<FriendEntry[]>('/api/friends');
}

export const friendsQueryRoot = ['friends'] as const;

export function friendsQueryOptions() {
  return queryOptions({ queryKey: friendsQueryRoot, queryFn: getFriends });
}

export function useFriends() {
  return useQuery(friendsQueryOptions());
}
