import type { FinanceTransactionRow } from '@taishan/contracts';
import { ArrowDownToLine, ArrowLeftRight, ArrowUpFromLine, type LucideIcon, ShoppingBag } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

type TypeLook = { label: string; icon: LucideIcon; className: string };

// Recharge, withdraw and transfer have their own names; anything else is consumption
// (donations among them). Looked up by string so a kind the contract adds later still gets a label.
const TYPE_LOOKS: Record<string, TypeLook> = {
  recharge: { label: '充值', icon: ArrowDownToLine, className: 'bg-emerald-50 text-emerald-600' },
  withdraw: { label: '提现', icon: ArrowUpFromLine, className: 'bg-sky-50 text-sky-600' },
  transfer: { label: '转账', icon: ArrowLeftRight, className: 'bg-violet-50 text-violet-600' },
};
const OTHER_TYPE: TypeLook = { label: '消费', icon: ShoppingBag, className: 'bg-brand-50 text-brand-700' };

const typeLook = (type: string) => TYPE_LOOKS[type] ?? OTHER_TYPE;

export function TransactionType({ type }: { type: FinanceTransactionRow['type'] }) {
  const { label, icon: Icon, className } = typeLook(type);
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap text-stone-700">
      <span className={cn('flex size-6 items-center justify-center rounded-md', className)}>
        <Icon aria-hidden className="size-3.5" />
      </span>
      {label}
    </span>
  );
}

const METHOD_LABELS: Record<string, string> = { wechat: '微信', alipay: '支付宝', bank: '银行卡' };

/** Wechat, alipay and bank by name, everything else paid from the wallet. */
export const paymentMethodLabel = (method: FinanceTransactionRow['paymentMethod']) =>
  METHOD_LABELS[method] ?? '钱包';

export function TransactionStatus({ status }: { status: FinanceTransactionRow['status'] }) {
  if (status === 'completed') return <Badge tone="success">已完成</Badge>;
  if (status === 'pending') return <Badge tone="warning">处理中</Badge>;
  return <Badge tone="danger">失败</Badge>;
}
