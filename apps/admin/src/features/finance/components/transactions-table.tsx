import type { FinanceTransactionRow } from '@taishan/contracts';
import { Avatar } from '@/components/ui/avatar';
import { formatDateTime, formatYuan } from '@/lib/format';
import { TransactionId } from './transaction-id';
import { paymentMethodLabel, TransactionStatus, TransactionType } from './transaction-labels';

export function TransactionsTable({ rows }: { rows: FinanceTransactionRow[] }) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="border-b border-stone-200 bg-stone-50/80 text-xs font-medium text-stone-600">
        <tr>
          <th scope="col" className="py-3 pr-4 pl-6 font-medium">
            用户
          </th>
          <th scope="col" className="px-4 py-3 font-medium">
            交易编号
          </th>
          <th scope="col" className="px-4 py-3 font-medium">
            类型
          </th>
          <th scope="col" className="px-4 py-3 text-right font-medium">
            金额（元）
          </th>
          <th scope="col" className="px-4 py-3 font-medium">
            支付方式
          </th>
          <th scope="col" className="px-4 py-3 font-medium">
            状态
          </th>
          <th scope="col" className="py-3 pr-6 pl-4 font-medium">
            时间
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {rows.map((row) => (
          <tr key={row.id} className="transition-colors hover:bg-brand-50/40">
            <td className="py-3 pr-4 pl-6">
              <div className="flex items-center gap-3">
                <Avatar src={row.userAvatar} alt="" className="size-9" />
                <p className="max-w-48 truncate font-medium text-stone-900">{row.userName}</p>
              </div>
            </td>
            <td className="px-4 py-3">
              <TransactionId id={row.id} />
            </td>
            <td className="px-4 py-3">
              <TransactionType type={row.type} />
            </td>
            <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-stone-900 tabular-nums">
              ¥{formatYuan(row.amount)}
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-stone-600">
              {paymentMethodLabel(row.paymentMethod)}
            </td>
            <td className="px-4 py-3">
              <TransactionStatus status={row.status} />
            </td>
            <td className="py-3 pr-6 pl-4 whitespace-nowrap text-stone-600 tabular-nums">
              {formatDateTime(row.createdAt)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
