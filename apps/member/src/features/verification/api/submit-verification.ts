import {
  type VerificationSubmitBody,
  type VerificationSubmitReply,
  verificationSubmitReply,
} from '@taishan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { errorMessage, UnauthorizedError } from '@/lib/api-error';
import { verificationQueryOptions, verificationQueryRoot } from './get-verification';

export function submitVerification(body: VerificationSubmitBody): Promise<VerificationSubmitReply> {
  return apiRequest('/api/user/verification/submit', {
    schema: verificationSubmitReply,
    method: 'POST',
    body,
  });
}

/** Toasts 认证申请已提交, or 认证申请失败 with the server's message (else the network fallback). */
export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVerification,
    onSuccess: (reply) => {
      toast.success('认证申请已提交', { description: '请等待审核' });
      queryClient.setQueryData(verificationQueryOptions().queryKey, reply.verification);
    },
    onError: (error) => {
      if (error instanceof UnauthorizedError) return;
      toast.error('认证申请失败', { description: errorMessage(error, '提交失败，请检查网络连接并重试') });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationQueryRoot }),
  });
}
