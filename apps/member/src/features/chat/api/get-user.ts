import { type PublicUser, publicUser } from '@taishan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Contact details for the conversation header. */
export function getUser(userId: string): Promise<PublicUser> {
  return apiRequest(`/api/users/${encodeURIComponent(userId)}`, { schema: publicUser });
}

export const userQueryRoot = ['users'] as const;

export function userQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...userQueryRoot, userId],
    queryFn: () => getUser(userId),
    staleTime: 5 * 60_000,
  });
}

export function useUser(userId: string | null) {
  return useQuery({ ...userQueryOptions(userId ?? ''), enabled: userId !== null });
}
