import type { WalletTransaction, WalletTransactionType } from '@taishan/contracts';
import { ArrowDownLeft, ArrowUpRight, HandHeart, type LucideIcon, Plus, ReceiptText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, SectionTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonRow } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useTransactions } from '../api/get-transactions';
import { isIncoming, signedAmount } from '../lib/amount';

const ICONS: Record<WalletTransactionType, { icon: LucideIcon; tone: string; label: string }> = {
  recharge: {
    icon: Plus,
    tone: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950/50 dark:text-emerald-300',
    label: '充值',
  },
  transfer_in: {
    icon: ArrowDownLeft,
    tone: 'bg-sky-50 text-sky-700 dark:bg-sky-950/50 dark:text-sky-300',
    label: '转入',
  },
  transfer_out: {
    icon: ArrowUpRight,
    tone: 'bg-orange-50 text-orange-700 dark:bg-orange-950/50 dark:text-orange-300',
    label: '转出',
  },
  donation: {
    icon: HandHeart,
    tone: 'bg-brand-50 text-brand-700 dark:bg-brand-950/50 dark:text-brand-300',
    label: '捐献',
  },
};

const TIME = new Intl.DateTimeFormat('zh-CN', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

function formatTime(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : TIME.format(date);
}

function Row({ tx }: { tx: WalletTransaction }) {
  const { icon: Icon, tone, label } = ICONS[tx.type];
  return (
    <li className="flex items-center gap-3 py-3">
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', tone)}>
        <Icon aria-hidden className="size-5" />
        <span className="sr-only">{label}</span>
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-ink">{tx.title}</p>
        <p className="truncate text-xs text-ink-muted">{tx.description}</p>
      </div>
      <div className="shrink-0 text-right">
        <p
          className={cn(
            'font-serif text-base font-semibold tabular-nums',
            isIncoming(tx.type) ? 'text-emerald-700 dark:text-emerald-400' : 'text-ink',
          )}
        >
          {signedAmount(tx.type, tx.amount)}
        </p>
        <time dateTime={tx.createdAt} className="text-xs text-ink-faint tabular-nums">
          {formatTime(tx.createdAt)}
        </time>
      </div>
    </li>
  );
}

/** The latest 10 transactions, 暂无交易记录 when there are none. */
export function TransactionList() {
  const transactions = useTransactions();
  return (
    <Card className="p-4 sm:p-5">
      <SectionTitle id="wallet-transactions">最近交易</SectionTitle>
      {transactions.isPending ? (
        <div className="mt-3 space-y-3" aria-busy>
          {[0, 1, 2].map((i) => (
            <SkeletonRow
              key={i}
              picture="size-10 rounded-xl"
              lines={['h-4 w-32', 'h-3 w-44']}
              spacing="space-y-1.5"
              end="h-5 w-16"
            />
          ))}
        </div>
      ) : transactions.isError ? (
        <EmptyState
          title="交易记录加载失败"
          hint="请检查网络连接后重试"
          action={
            <Button variant="secondary" size="sm" onClick={() => void transactions.refetch()}>
              重试
            </Button>
          }
        />
      ) : transactions.data.length === 0 ? (
        <EmptyState
          title="暂无交易记录"
          hint="充值、转账与捐献都会记录在这里"
          icon={<ReceiptText className="size-7" />}
        />
      ) : (
        <ul aria-labelledby="wallet-transactions" className="mt-1 divide-y divide-line">
          {transactions.data.map((tx) => (
            <Row key={tx.id} tx={tx} />
          ))}
        </ul>
      )}
    </Card>
  );
}
