import { useState } from 'react';
import { VerificationDialog } from '../../features/verification/components/verification-dialog';
import { WalletScreen } from '../../features/wallet/components/wallet-screen';

export function WalletRoute() {
  const [verifying, setVerifying] = useState(false);
  return (
    <>
      <WalletScreen onVerify={() => setVerifying(true)} />
      <VerificationDialog open={verifying} onClose={() => setVerifying(false)} />
    </>
  );
}
