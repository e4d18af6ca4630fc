import type { AdminVerificationRow } from '@taishan/contracts';
import { useMutationState } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiError } from '@/lib/api-client';
import {
  type ReviewVerificationInput,
  reviewFailed,
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

  const approve = (row: AdminVerificationRow) =>
    approval.mutate({ id: row.id, body: { action: 'approve' } }, { onError: reviewFailed });

  /** `showOnField` puts a refusal of the reason next to the field, instead of the toast. */
  const confirmReject = (reason: string, showOnField: (error: ApiError) => boolean) => {
    if (!rejectTarget) return;
    rejection.mutate(
      { id: rejectTarget.id, body: { action: 'reject', reason } },
      {
        onSuccess: () => setRejectTarget(null),
        // Otherwise the dialog stays open with the reason typed, to try again or cancel.
        onError: (error) => {
          if (!showOnField(error)) reviewFailed(error);
          if (isStale(error.status)) setRejectTarget(null);
        },
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
