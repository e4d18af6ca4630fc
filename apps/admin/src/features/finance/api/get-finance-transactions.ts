import { type FinanceTransactionsReply, financeTransactionsReply } from '@taishan/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_STALE_TIME } from '@/lib/query-client';

/** Admin pages show 20 rows. */
export const TRANSACTIONS_PAGE_SIZE = 20;

export function getFinanceTransactions(
  page: number,
  signal?: AbortSignal,
): Promise<FinanceTransactionsReply> {
  const params = new URLSearchParams({ page: String(page), limit: String(TRANSACTIONS_PAGE_SIZE) });
  return apiRequest(`/api/admin/finance/transactions?${params}`, {
    schema: financeTransactionsReply,
    signal,
  });
}

/** The prefix every page of the list shares. */
export const financeTransactionsQueryRoot = ['admin', 'finance', 'transactions'] as const;

export function financeTransactionsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...financeTransactionsQueryRoot, { page }],
    queryFn: ({ signal }) => getFinanceTransactions(page, signal),
    staleTime: ADMIN_STALE_TIME,
    // Paging keeps the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useFinanceTransactions(page: number) {
  return useQuery(financeTransactionsQueryOptions(page));
}
