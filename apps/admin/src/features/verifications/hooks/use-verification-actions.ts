import type { AdminVerificationRow } from '@taishan/contracts';
import { useMutationState } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type ReviewVerificationInput,
  reviewVerificationMutationKey,
  useReviewVerification,
} from '../api/review-verification';

export type VerificationActions = ReturnType<typeof useVerificationActions>;

/** A rejection that no longer applies: the application is gone or someone already decided it. */
const isStale = (status: number) => status === 404 || status === 409;

export function useVerificationActions() {
  // Two observers so an approval elsewhere never changes what the reject dialog shows.
  const approval = useReviewVerification();
  const rejection = useReviewVerification();
  const [rejectTarget, setRejectTarget] = useState<AdminVerificationRow | null>(null);
  const reviewingIds = useMutationState({
    filters: { mutationKey: reviewVerificationMutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as ReviewVerificationInput | undefined)?.id,
  });

  const approve = (row: AdminVerificationRow) => approval.mutate({ id: row.id, body: { action: 'approve' } });

  const confirmReject = (reason: string) => {
    if (!rejectTarget) return;
    rejection.mutate(
      { id: rejectTarget.id, body: { action: 'reject', reason } },
      {
        onSuccess: () => setRejectTarget(null),
        // Otherwise the dialog stays open with the reason typed, to try again or cancel.
        onError: (error) => isStale(error.status) && setRejectTarget(null),
      },
    );
  };

  const isRejecting = rejection.isPending;

  return {
    approve,
    isReviewing: (id: string) => reviewingIds.includes(id),
    requestReject: setRejectTarget,
    cancelReject: () => {
      if (!isRejecting) setRejectTarget(null);
    },
    confirmReject,
    rejectTarget,
    isRejecting,
  };
}

/** The member's name for buttons and dialogs; the member projection can lag behind a new account. */
export const applicantName = (row: AdminVerificationRow) => row.username ?? row.nickname ?? row.realName;
