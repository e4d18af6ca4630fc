import { type RechargeBody, type RechargeReply, rechargeReply } from '@taishan/contracts';
import { toast } from 'sonner';
import { postWalletChange, useWalletChange, type WalletChangeCallbacks } from './wallet-change';

export function recharge(body: RechargeBody, idempotencyKey: string): Promise<RechargeReply> {
  return postWalletChange('/api/wallet/recharge', rechargeReply, body, idempotencyKey);
}

function announce(reply: RechargeReply) {
  if (reply.status === 'pending') {
    toast.info(reply.message || '等待支付确认', { description: '支付确认后余额将自动更新' });
  } else {
    toast.success('充值成功', { description: '您的功德箱余额已更新' });
  }
  if (reply.sandbox) toast.info('测试支付', { description: reply.notice ?? '未发生真实扣款' });
}

/** Toasts 充值成功 or 充值失败; a sandbox payment also says 测试支付, since no real money moved. */
export function useRecharge({ onDone, showOnField }: WalletChangeCallbacks = {}) {
  return useWalletChange({
    send: recharge,
    announce,
    failure: { title: '充值失败', fallback: '充值失败，请稍后重试' },
    onDone,
    showOnField,
  });
}
