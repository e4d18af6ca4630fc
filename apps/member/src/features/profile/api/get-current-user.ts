import { type User, user } from '@taishan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getCurrentUser(): Promise<User> {
  return apiRequest('/api/auth/user', { schema: user });
}

export const currentUserQueryRoot = ['auth', 'user'] as const;

export function currentUserQueryOptions() {
  return queryOptions({ queryKey: currentUserQueryRoot, queryFn: getCurrentUser });
}

export function useCurrentUserQuery() {
  return useQuery(currentUserQueryOptions());
}
