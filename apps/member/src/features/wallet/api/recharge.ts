import { type RechargeBody, type RechargeReply, rechargeReply } from '@taishan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { errorMessage, UnauthorizedError } from '@/lib/api-error';
import { useIdempotencyKey } from '@/lib/idempotency';
import { invalidateWallet } from './invalidate-wallet';

export function recharge(body: RechargeBody, idempotencyKey: string): Promise<RechargeReply> {
  return apiRequest('/api/wallet/recharge', {
    schema: rechargeReply,
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Toasts 充值成功 or 充值失败; a sandbox payment also says 测试支付, since no real money moved. */
export function useRecharge({ onDone }: { onDone?: () => void } = {}) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: RechargeBody) => recharge(body, idempotency.keyFor(body)),
    onSuccess: (reply) => {
      idempotency.done();
      if (reply.status === 'pending') {
        toast.info(reply.message || '等待支付确认', { description: '支付确认后余额将自动更新' });
      } else {
        toast.success('充值成功', { description: '您的功德箱余额已更新' });
      }
      if (reply.sandbox) toast.info('测试支付', { description: reply.notice ?? '未发生真实扣款' });
      onDone?.();
    },
    onError: (error) => {
      if (error instanceof UnauthorizedError) return;
      toast.error('充值失败', { description: errorMessage(error, '充值失败，请稍后重试') });
    },
    onSettled: () => invalidateWallet(queryClient),
  });
}
