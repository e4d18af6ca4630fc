import {
  type VerificationReviewBody,
  type VerificationReviewReply,
  verificationReviewReply,
} from '@taishan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { type ApiError, apiRequest } from '@/lib/api-client';
import { verificationsQueryRoot } from './get-verifications';

export type ReviewVerificationInput = { id: string; body: VerificationReviewBody };

export function reviewVerification({ id, body }: ReviewVerificationInput): Promise<VerificationReviewReply> {
  return apiRequest(`/api/admin/verifications/${encodeURIComponent(id)}/review`, {
    method: 'POST',
    body,
    schema: verificationReviewReply,
  });
}

/** Lets each row see whether its own review is still running. */
export const reviewVerificationMutationKey = ['admin', 'verifications', 'review'] as const;

/** A refused review's toast, unless the reject dialog shows the refusal next to its reason. */
export const reviewFailed = (error: ApiError) => toast.error('操作失败', { description: error.message });

export function useReviewVerification() {
  const queryClient = useQueryClient();
  return useMutation<VerificationReviewReply, ApiError, ReviewVerificationInput>({
    mutationKey: reviewVerificationMutationKey,
    mutationFn: reviewVerification,
    // Said here rather than by the row or the dialog: both are gone once the lists refresh.
    onSuccess: (_reply, { body }) => {
      if (body.action === 'approve') toast.success('审核通过', { description: '用户实名认证已通过' });
      else toast.success('审核拒绝', { description: '已拒绝用户认证申请' });
    },
    // Also after a failure: another admin may have decided the application meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationsQueryRoot }),
  });
}
