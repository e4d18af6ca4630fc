import type { PaymentMethod } from '@taishan/contracts';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  alipay: '支付宝',
  wechat_pay: '微信支付',
  bank_card: '银行卡',
};

/** Each amount's own invalid message (title and description). */
export const INVALID_AMOUNT = {
  recharge: { title: '充值金额无效', description: '请输入有效的充值金额' },
  transfer: { title: '转账金额无效', description: '请输入有效的转账金额' },
  donation: { title: '捐献金额无效', description: '请输入有效的捐献金额' },
} as const;
