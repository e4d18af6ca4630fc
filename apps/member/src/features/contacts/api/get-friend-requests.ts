import { type FriendRequestsReply, friendRequestsReply } from '@taishan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getFriendRequests(): Promise<FriendRequestsReply> {
  return apiRequest('/api/friends/requests', { schema: friendRequestsReply });
}

export const friendRequestsQueryRoot = ['friend-requests'] as const;

/** 新的朋友: the member's pending requests, both ways (kept fresh by the socket). */
export function friendRequestsQueryOptions() {
  return queryOptions({ queryKey: friendRequestsQueryRoot, queryFn: getFriendRequests });
}

export function useFriendRequests() {
  return useQuery(friendRequestsQueryOptions());
}

const incomingCount = (reply: FriendRequestsReply) => reply.incoming.length;

/** How many requests wait for the member's answer (the 道友 badge); 0 until known. */
export function useIncomingRequestCount(): number {
  const { data } = useQuery({ ...friendRequestsQueryOptions(), select: incomingCount });
  return data ?? 0;
}
