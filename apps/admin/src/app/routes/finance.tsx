import { FinanceStats } from '@/features/finance/components/finance-stats';
import { TransactionsPanel } from '@/features/finance/components/transactions-panel';
import { PageHeader } from '../layouts/page-header';

export function FinanceRoute() {
  return (
    <>
      <PageHeader title="财务管理" description="功德箱的收入、交易与钱包概况" />
      <FinanceStats />
      <TransactionsPanel />
    </>
  );
}
