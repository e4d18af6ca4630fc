import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { realtime } from '@/lib/realtime/realtime';
import { verificationQueryRoot } from '../api/get-verification';
import { decisionNotice } from '../lib/decision-notice';

/**
 * An administrator decided the member's real-name application: the application is read again and
 * the decision announced (the wallet's badge follows its own notice from the wallet).
 */
export function useVerificationSync() {
  const client = useQueryClient();
  useEffect(
    () =>
      realtime.on('verification_decided', (decision) => {
        void client.invalidateQueries({ queryKey: verificationQueryRoot });
        const { tone, title, description } = decisionNotice(decision);
        toast[tone](title, { id: `verification-${decision.applicationId}`, description });
      }),
    [client],
  );
}
