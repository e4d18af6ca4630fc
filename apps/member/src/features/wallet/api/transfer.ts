import { type TransferBody, type WalletOperationReply, walletOperationReply } from '@taishan/contracts';
import { toast } from 'sonner';
import { postWalletChange, useWalletChange, type WalletChangeCallbacks } from './wallet-change';

export function transfer(body: TransferBody, idempotencyKey: string): Promise<WalletOperationReply> {
  return postWalletChange('/api/wallet/transfer', walletOperationReply, body, idempotencyKey);
}

/** Toasts 转账成功, or 转账失败 with the server's reason (wrong password, balance, lock…). */
export function useTransfer({ onDone, showOnField }: WalletChangeCallbacks = {}) {
  return useWalletChange({
    send: transfer,
    announce: () => toast.success('转账成功', { description: '功德已成功转给道友' }),
    failure: { title: '转账失败', fallback: '转账失败，请稍后重试' },
    onDone,
    showOnField,
  });
}
