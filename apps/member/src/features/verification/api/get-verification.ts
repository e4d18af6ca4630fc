import { type VerificationView, verificationView } from '@taishan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getVerification(): Promise<VerificationView> {
  return apiRequest('/api/user/verification', { schema: verificationView });
}

export const verificationQueryRoot = ['verification', 'mine'] as const;

export function verificationQueryOptions() {
  return queryOptions({ queryKey: verificationQueryRoot, queryFn: getVerification });
}

/** Read afresh each time the dialog opens: an administrator may have decided meanwhile. */
export function useVerification({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...verificationQueryOptions(), enabled, refetchOnMount: 'always' });
}
