import { type DonationBody, type DonationReply, donationReply } from '@taishan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { errorMessage, UnauthorizedError } from '@/lib/api-error';
import { useIdempotencyKey } from '@/lib/idempotency';
import { invalidateWallet } from './invalidate-wallet';

export function donate(body: DonationBody, idempotencyKey: string): Promise<DonationReply> {
  return apiRequest('/api/wallet/donation', {
    schema: donationReply,
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Toasts 捐献成功, or 捐献失败 with the server's reason. */
export function useDonate({ onDone }: { onDone?: () => void } = {}) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: DonationBody) => donate(body, idempotency.keyFor(body)),
    onSuccess: () => {
      idempotency.done();
      toast.success('捐献成功', { description: '感谢您的虔诚捐献，功德无量' });
      onDone?.();
    },
    onError: (error) => {
      if (error instanceof UnauthorizedError) return;
      toast.error('捐献失败', { description: errorMessage(error, '捐献失败，请稍后重试') });
    },
    onSettled: () => invalidateWallet(queryClient),
  });
}
