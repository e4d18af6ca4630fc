import { type PublicUser, publicUser } from '@taishan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/users/{id}: a member as their privacy settings let others see them. */
export function getUserProfile(userId: string): Promise<PublicUser> {
  return apiRequest(`/api/users/${encodeURIComponent(userId)}`, { schema: publicUser });
}

export const userProfileQueryRoot = ['contacts', 'profile'] as const;

export function userProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...userProfileQueryRoot, userId],
    queryFn: () => getUserProfile(userId),
    staleTime: 60_000,
  });
}

export function useUserProfile(userId: string | null) {
  return useQuery({ ...userProfileQueryOptions(userId ?? ''), enabled: userId !== null });
}
