import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { realtime } from '@/lib/realtime/realtime';
import { invalidateWallet } from '../api/invalidate-wallet';
import { walletNotice } from '../lib/wallet-notice';

/**
 * The wallet as it changes anywhere: money in or out (on this device, another of the member's, or
 * sent by someone else) and the verified badge. The balance and the list are read again; money
 * received from another member is announced, since nothing on this device said so. After a
 * reconnect the wallet is read again, in case a notice was missed meanwhile.
 */
export function useWalletSync() {
  const client = useQueryClient();
  useEffect(() => {
    const stops = [
      realtime.on('wallet_changed', (change) => {
        void invalidateWallet(client);
        const notice = walletNotice(change);
        if (notice && change.type !== 'verified')
          toast.success(notice.title, {
            id: `wallet-${change.transactionId}`,
            description: notice.description,
          });
      }),
      realtime.onReady(() => void invalidateWallet(client)),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [client]);
}
