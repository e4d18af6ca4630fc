import { type FinanceStatsReply, financeStatsReply } from '@taishan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_STALE_TIME } from '@/lib/query-client';

export function getFinanceStats(signal?: AbortSignal): Promise<FinanceStatsReply> {
  return apiRequest('/api/admin/finance/stats', { schema: financeStatsReply, signal });
}

export const financeStatsQueryRoot = ['admin', 'finance', 'stats'] as const;

export const financeStatsQueryOptions = () =>
  queryOptions({
    queryKey: financeStatsQueryRoot,
    queryFn: ({ signal }) => getFinanceStats(signal),
    // Stats are cached for 30 seconds.
    staleTime: ADMIN_STALE_TIME,
  });

export function useFinanceStats() {
  return useQuery(financeStatsQueryOptions());
}
