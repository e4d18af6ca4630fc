import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { realtime } from '@/lib/realtime/realtime';
import { verificationQueryRoot } from '../api/get-verification';

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
        const id = `verification-${decision.applicationId}`;
        if (decision.status === 'approved')
          toast.success('审核通过', { id, description: '用户实名认证已通过' });
        else toast.error('审核未通过', { id, description: decision.reason || '请修改后重新提交' });
      }),
    [client],
  );
}
