import { ArrowLeftRight, Coins, Sparkles, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatCard } from '@/components/ui/stat-card';
import { formatCount, formatYuan } from '@/lib/format';
import { useFinanceStats } from '../api/get-finance-stats';

export function FinanceStats() {
  const { data, isError, error } = useFinanceStats();
  // A failed load says so in place of the numbers instead of spinning forever.
  const failed = isError && !data;
  const show = <T,>(value: T | undefined, render: (v: T) => ReactNode) =>
    failed ? <span className="text-stone-500">—</span> : value === undefined ? undefined : render(value);

  return (
    <div className="mb-5 sm:mb-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label="总收入"
          value={show(data?.totalIncome, (v) => (
            <>
              <span className="mr-0.5 text-base font-medium text-stone-600">¥</span>
              {formatYuan(v)}
            </>
          ))}
          hint="道友充值累计"
          icon={Coins}
          tone="brand"
        />
        <StatCard
          label="今日交易"
          value={show(data?.todayTransactions, (v) => <Unit value={formatCount(v)} unit="笔" />)}
          hint="今日零时起"
          icon={ArrowLeftRight}
          tone="info"
        />
        <StatCard
          label="活跃钱包"
          value={show(data?.activeWallets, (v) => <Unit value={formatCount(v)} unit="个" />)}
          hint="有过资金往来"
          icon={Wallet}
          tone="success"
        />
        <StatCard
          label="总功德积分"
          value={show(data?.totalMeritPoints, formatCount)}
          hint="每捐献 1 元得 1 分"
          icon={Sparkles}
          tone="violet"
        />
      </div>
      {failed && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          统计数据加载失败：{error.message}
        </p>
      )}
    </div>
  );
}

function Unit({ value, unit }: { value: string; unit: string }) {
  return (
    <>
      {value}
      <span className="ml-1 text-sm font-medium text-stone-600">{unit}</span>
    </>
  );
}
