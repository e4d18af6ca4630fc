import { type TransferBody, type WalletOperationReply, walletOperationReply } from '@taishan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { errorMessage, UnauthorizedError } from '@/lib/api-error';
import { useIdempotencyKey } from '@/lib/idempotency';
import { invalidateWallet } from './invalidate-wallet';

export function transfer(body: TransferBody, idempotencyKey: string): Promise<WalletOperationReply> {
  return apiRequest('/api/wallet/transfer', {
    schema: walletOperationReply,
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Toasts 转账成功, or 转账失败 with the server's reason (wrong password, balance, lock…). */
export function useTransfer({ onDone }: { onDone?: () => void } = {}) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TransferBody) => transfer(body, idempotency.keyFor(body)),
    onSuccess: () => {
      idempotency.done();
      toast.success('转账成功', { description: '功德已成功转给道友' });
      onDone?.();
    },
    onError: (error) => {
      if (error instanceof UnauthorizedError) return;
      toast.error('转账失败', { description: errorMessage(error, '转账失败，请稍后重试') });
    },
    // A wrong password can lock transfers: the wallet says so after any outcome.
    onSettled: () => invalidateWallet(queryClient),
  });
}
