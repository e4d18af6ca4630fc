import type { QueryClient } from '@tanstack/react-query';
import { transactionsQueryOptions } from './get-transactions';
import { walletQueryOptions } from './get-wallet';

/** After every change the balance, the badges and the list are read again. */
export function invalidateWallet(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: walletQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: transactionsQueryOptions().queryKey.slice(0, 2) }),
  ]);
}
