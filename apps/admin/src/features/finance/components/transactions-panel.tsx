import { ReceiptText, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PaginationBar } from '@/components/ui/pagination';
import { cn } from '@/lib/cn';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useFinanceTransactions } from '../api/get-finance-transactions';
import { TransactionsCardList } from './transactions-card-list';
import { TransactionsSkeleton } from './transactions-skeleton';
import { TransactionsTable } from './transactions-table';

function readPage(raw: string | null) {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function TransactionsPanel() {
  // The page lives in the URL so a reload or the back button keeps the admin's place.
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const query = useFinanceTransactions(page);

  const setPage = (next: number) => {
    const nextParams = new URLSearchParams();
    if (next > 1) nextParams.set('page', String(next));
    setParams(nextParams, { replace: true });
  };

  // A page number past the end (an old link) falls back to the last page.
  const totalPages = query.data?.pagination.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [totalPages, page]);

  const data = query.data;
  const showingStale = query.isPlaceholderData;

  return (
    <section className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <div className="border-b border-stone-200 px-4 py-4 sm:px-6">
        <h2 className="text-base font-semibold text-stone-900">交易记录</h2>
        <p className="text-sm text-stone-600">道友的充值、转账与捐献，最新的在前</p>
      </div>

      {query.isPending ? (
        <TransactionsSkeleton />
      ) : query.isError && !data ? (
        <EmptyState
          icon={RefreshCw}
          title="交易记录加载失败"
          description={query.error.message}
          action={
            <Button variant="secondary" onClick={() => query.refetch()} pending={query.isFetching}>
              重试
            </Button>
          }
        />
      ) : !data || data.transactions.length === 0 ? (
        <EmptyState
          icon={ReceiptText}
          title="暂无交易记录"
          description="道友充值、转账或捐献后会出现在这里"
        />
      ) : (
        <>
          <div
            aria-busy={showingStale || undefined}
            className={cn('transition-opacity', showingStale && 'opacity-60')}
          >
            {isDesktop ? (
              <TransactionsTable rows={data.transactions} />
            ) : (
              <TransactionsCardList rows={data.transactions} />
            )}
          </div>
          <PaginationBar pagination={data.pagination} unit="笔" busy={showingStale} onPageChange={setPage} />
        </>
      )}
    </section>
  );
}
