import type { QueryClient } from '@tanstack/react-query';
import { transactionsQueryRoot } from './get-transactions';
import { walletQueryRoot } from './get-wallet';

/** After every change the balance, the badges and the list are read again. */
export function invalidateWallet(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: walletQueryRoot }),
    queryClient.invalidateQueries({ queryKey: transactionsQueryRoot }),
  ]);
}
