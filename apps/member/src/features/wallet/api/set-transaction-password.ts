import { type MessageReply, messageReply, type TransactionPasswordBody } from '@taishan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { errorMessage, UnauthorizedError } from '@/lib/api-error';
import { useIdempotencyKey } from '@/lib/idempotency';
import { invalidateWallet } from './invalidate-wallet';

export function setTransactionPassword(
  body: TransactionPasswordBody,
  idempotencyKey: string,
): Promise<MessageReply> {
  return apiRequest('/api/user/transaction-password', {
    schema: messageReply,
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Toasts 交易密码设置成功 or 密码设置失败; the password badge and the actions follow. */
export function useSetTransactionPassword({ onDone }: { onDone?: () => void } = {}) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TransactionPasswordBody) => setTransactionPassword(body, idempotency.keyFor(body)),
    onSuccess: () => {
      idempotency.done();
      toast.success('交易密码设置成功');
      onDone?.();
    },
    onError: (error) => {
      if (error instanceof UnauthorizedError) return;
      toast.error('密码设置失败', { description: errorMessage(error, '密码设置失败，请稍后重试') });
    },
    onSettled: () => invalidateWallet(queryClient),
  });
}
