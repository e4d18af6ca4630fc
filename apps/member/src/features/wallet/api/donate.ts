import { type DonationBody, type DonationReply, donationReply } from '@taishan/contracts';
import { toast } from 'sonner';
import { postWalletChange, useWalletChange, type WalletChangeCallbacks } from './wallet-change';

export function donate(body: DonationBody, idempotencyKey: string): Promise<DonationReply> {
  return postWalletChange('/api/wallet/donation', donationReply, body, idempotencyKey);
}

/** Toasts 捐献成功, or 捐献失败 with the server's reason. */
export function useDonate({ onDone, showOnField }: WalletChangeCallbacks = {}) {
  return useWalletChange({
    send: donate,
    announce: () => toast.success('捐献成功', { description: '感谢您的虔诚捐献，功德无量' }),
    failure: { title: '捐献失败', fallback: '捐献失败，请稍后重试' },
    onDone,
    showOnField,
  });
}
