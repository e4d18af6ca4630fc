import {
  WALLET_TRANSACTIONS_DEFAULT,
  type WalletTransaction,
  walletTransactionsReply,
} from '@taishan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getTransactions(limit: number): Promise<WalletTransaction[]> {
  return apiRequest(`/api/user/wallet/transactions?limit=${limit}`, { schema: walletTransactionsReply });
}

/** The prefix of the lists of every length, so a change refreshes them all. */
export const transactionsQueryRoot = ['wallet', 'transactions'] as const;

/** The wallet screen shows the latest 10. */
export function transactionsQueryOptions(limit = WALLET_TRANSACTIONS_DEFAULT) {
  return queryOptions({
    queryKey: [...transactionsQueryRoot, limit],
    queryFn: () => getTransactions(limit),
  });
}

export function useTransactions() {
  return useQuery(transactionsQueryOptions());
}
