import { type WalletReply, walletReply } from '@taishan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getWallet(): Promise<WalletReply> {
  return apiRequest('/api/user/wallet', { schema: walletReply });
}

export const walletQueryRoot = ['wallet', 'summary'] as const;

export function walletQueryOptions() {
  return queryOptions({ queryKey: walletQueryRoot, queryFn: getWallet });
}

export function useWallet() {
  return useQuery(walletQueryOptions());
}
