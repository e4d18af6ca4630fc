import { type VerificationRevealReply, verificationRevealReply } from '@taishan/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { type ApiError, apiRequest } from '@/lib/api-client';

/** The full ID number; the server records every reveal in its audit log. */
export function revealIdCard(id: string): Promise<VerificationRevealReply> {
  return apiRequest(`/api/admin/verifications/${encodeURIComponent(id)}/reveal`, {
    method: 'POST',
    schema: verificationRevealReply,
  });
}

/**
 * A mutation, not a query: each reveal is a deliberate, audited act, and the full number must not
 * sit in the query cache to be shown again without asking.
 */
export function useRevealIdCard() {
  return useMutation<VerificationRevealReply, ApiError, string>({
    mutationFn: revealIdCard,
    gcTime: 0,
    onError: (error) => toast.error('操作失败', { description: error.message }),
  });
}
