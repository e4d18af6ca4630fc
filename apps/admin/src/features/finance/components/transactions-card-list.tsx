import type { FinanceTransactionRow } from '@taishan/contracts';
import { Avatar } from '@/components/ui/avatar';
import { formatDateTime, formatYuan } from '@/lib/format';
import { TransactionId } from './transaction-id';
import { paymentMethodLabel, TransactionStatus, TransactionType } from './transaction-labels';

/** The phone layout of the transactions list: one card per transaction. */
export function TransactionsCardList({ rows }: { rows: FinanceTransactionRow[] }) {
  return (
    <ul className="divide-y divide-stone-100">
      {rows.map((row) => (
        <li key={row.id} className="px-4 py-4">
          <div className="flex items-start gap-3">
            <Avatar src={row.userAvatar} alt="" className="size-11" />
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-3">
                <p className="truncate font-medium text-stone-900">{row.userName}</p>
                <p className="shrink-0 font-semibold text-stone-900 tabular-nums">
                  ¥{formatYuan(row.amount)}
                </p>
              </div>
              <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
                <TransactionType type={row.type} />
                <span className="text-stone-600">{paymentMethodLabel(row.paymentMethod)}</span>
                <TransactionStatus status={row.status} />
              </div>
              <div className="mt-2 flex items-center justify-between gap-3 text-xs text-stone-600">
                <span className="tabular-nums">{formatDateTime(row.createdAt)}</span>
                <TransactionId id={row.id} />
              </div>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
