import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { VerificationDialog } from '@/features/verification/components/verification-dialog';
import { invalidateWallet } from '@/features/wallet/api/invalidate-wallet';
import { WalletScreen } from '@/features/wallet/components/wallet-screen';

export function WalletRoute() {
  const queryClient = useQueryClient();
  const [verifying, setVerifying] = useState(false);
  // The wallet learns of an approval through an event; the dialog may see it first.
  const refreshWallet = useCallback(() => void invalidateWallet(queryClient), [queryClient]);
  return (
    <>
      <WalletScreen onVerify={() => setVerifying(true)} />
      <VerificationDialog open={verifying} onClose={() => setVerifying(false)} onApproved={refreshWallet} />
    </>
  );
}
