import { type AdminUsersReply, adminUsersReply } from '@taishan/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_STALE_TIME } from '@/lib/query-client';

/** Admin pages show 20 rows. */
export const USERS_PAGE_SIZE = 20;

export type UsersQuery = { page: number; search: string };

export function getUsers({ page, search }: UsersQuery, signal?: AbortSignal): Promise<AdminUsersReply> {
  const params = new URLSearchParams({ page: String(page), limit: String(USERS_PAGE_SIZE) });
  if (search) params.set('search', search);
  return apiRequest(`/api/admin/users?${params}`, { schema: adminUsersReply, signal });
}

/** The prefix every members list query shares, so a mutation can refresh all pages at once. */
export const usersQueryRoot = ['admin', 'users'] as const;

export function usersQueryOptions(query: UsersQuery) {
  return queryOptions({
    queryKey: [...usersQueryRoot, query],
    queryFn: ({ signal }) => getUsers(query, signal),
    staleTime: ADMIN_STALE_TIME,
    // Paging and searching keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}
