import { type AdminVerificationsReply, adminVerificationsReply } from '@taishan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_STALE_TIME } from '@/lib/query-client';

/** Admin pages show 20 rows. */
export const VERIFICATIONS_PAGE_SIZE = 20;

/** The review page's two tabs; `processed` is approved and rejected together. */
export type VerificationTab = 'pending' | 'processed';

export type VerificationsQuery = { tab: VerificationTab; page: number };

export function getVerifications(
  { tab, page }: VerificationsQuery,
  signal?: AbortSignal,
): Promise<AdminVerificationsReply> {
  const params = new URLSearchParams({
    status: tab,
    page: String(page),
    limit: String(VERIFICATIONS_PAGE_SIZE),
  });
  return apiRequest(`/api/admin/verifications?${params}`, { schema: adminVerificationsReply, signal });
}

/** The prefix both tabs share, so a review refreshes the lists and the counters at once. */
export const verificationsQueryRoot = ['admin', 'verifications'] as const;

export function verificationsQueryOptions(query: VerificationsQuery) {
  return queryOptions({
    queryKey: [...verificationsQueryRoot, query] as const,
    queryFn: ({ signal }) => getVerifications(query, signal),
    staleTime: ADMIN_STALE_TIME,
    // Paging keeps the old rows on screen until the new ones arrive; another tab's rows never stand in.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2]?.tab === query.tab ? previous : undefined,
  });
}

export function useVerifications(query: VerificationsQuery) {
  return useQuery(verificationsQueryOptions(query));
}
