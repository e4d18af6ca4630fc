import { type MessageReply, messageReply, type TransactionPasswordBody } from '@taishan/contracts';
import { toast } from 'sonner';
import { postWalletChange, useWalletChange, type WalletChangeCallbacks } from './wallet-change';

export function setTransactionPassword(
  body: TransactionPasswordBody,
  idempotencyKey: string,
): Promise<MessageReply> {
  return postWalletChange('/api/user/transaction-password', messageReply, body, idempotencyKey);
}

/** Toasts 交易密码设置成功 or 密码设置失败; the password badge and the actions follow. */
export function useSetTransactionPassword({ onDone, showOnField }: WalletChangeCallbacks = {}) {
  return useWalletChange({
    send: setTransactionPassword,
    announce: () => toast.success('交易密码设置成功'),
    failure: { title: '密码设置失败', fallback: '密码设置失败，请稍后重试' },
    onDone,
    showOnField,
  });
}
