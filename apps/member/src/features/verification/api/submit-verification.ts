import {
  type VerificationSubmitBody,
  type VerificationSubmitReply,
  verificationSubmitReply,
} from '@taishan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { reportFailure, type ShowOnField } from '@/lib/report-failure';
import { verificationQueryOptions, verificationQueryRoot } from './get-verification';

export function submitVerification(body: VerificationSubmitBody): Promise<VerificationSubmitReply> {
  return apiRequest('/api/user/verification/submit', {
    schema: verificationSubmitReply,
    method: 'POST',
    body,
  });
}

/**
 * Toasts 认证申请已提交, or 认证申请失败 with the server's message (else the network fallback)
 * unless the form shows the refusal next to the field it names.
 */
export function useSubmitVerification({ showOnField }: { showOnField?: ShowOnField } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVerification,
    onSuccess: (reply) => {
      toast.success('认证申请已提交', { description: '请等待审核' });
      queryClient.setQueryData(verificationQueryOptions().queryKey, reply.verification);
    },
    onError: (error) =>
      reportFailure(error, {
        title: '认证申请失败',
        fallback: '提交失败，请检查网络连接并重试',
        showOnField,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationQueryRoot }),
  });
}
