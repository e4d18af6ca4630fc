import type { VerificationCounts } from '@taishan/contracts';
import { ClipboardCheck, RefreshCw, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PaginationBar } from '@/components/ui/pagination';
import { cn } from '@/lib/cn';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useVerifications, type VerificationTab } from '../api/get-verifications';
import { useVerificationActions } from '../hooks/use-verification-actions';
import { RejectDialog } from './reject-dialog';
import { VerificationCounters } from './verification-counters';
import { tabId, tabPanelId, VerificationTabs } from './verification-tabs';
import { VerificationsCardList } from './verifications-card-list';
import { VerificationsSkeleton } from './verifications-skeleton';
import { VerificationsTable } from './verifications-table';

function readPage(raw: string | null) {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function VerificationsPanel() {
  // Tab and page live in the URL so a reload or the back button keeps the admin's place.
  const [params, setParams] = useSearchParams();
  const tab: VerificationTab = params.get('tab') === 'processed' ? 'processed' : 'pending';
  const page = readPage(params.get('page'));
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const actions = useVerificationActions();
  const query = useVerifications({ tab, page });

  const setQuery = (next: { tab: VerificationTab; page: number }) => {
    const nextParams = new URLSearchParams();
    if (next.tab !== 'pending') nextParams.set('tab', next.tab);
    if (next.page > 1) nextParams.set('page', String(next.page));
    setParams(nextParams, { replace: true });
  };

  // Reviewing the last application of the last page would otherwise leave an empty page behind.
  const totalPages = query.data?.pagination.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page > totalPages) setQuery({ tab, page: totalPages });
  }, [totalPages, page]);

  const data = query.data;
  // Every reply carries the counters; they stay on screen while another tab loads.
  const [counts, setCounts] = useState<VerificationCounts>();
  if (data && data.counts !== counts) setCounts(data.counts);
  const showingStale = query.isPlaceholderData;
  const rows = data?.verifications ?? [];

  return (
    <>
      <VerificationCounters counts={counts} />
      <section className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
        <div className="flex flex-col gap-3 border-b border-stone-200 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <div>
            <h2 className="text-base font-semibold text-stone-900">认证申请</h2>
            <p className="text-sm text-stone-600">核对道友的真实姓名与身份证号，通过或拒绝申请</p>
          </div>
          <VerificationTabs
            value={tab}
            onChange={(next) => next !== tab && setQuery({ tab: next, page: 1 })}
            pendingCount={counts?.pending}
          />
        </div>

        <div role="tabpanel" id={tabPanelId} aria-labelledby={tabId(tab)}>
          {query.isPending ? (
            <VerificationsSkeleton />
          ) : query.isError && !data ? (
            <EmptyState
              icon={RefreshCw}
              title="认证申请加载失败"
              description={query.error.message}
              action={
                <Button variant="secondary" onClick={() => query.refetch()} pending={query.isFetching}>
                  重试
                </Button>
              }
            />
          ) : rows.length === 0 && !showingStale ? (
            <EmptyState
              icon={tab === 'pending' ? ShieldCheck : ClipboardCheck}
              title={tab === 'pending' ? '暂无待审核的认证申请' : '暂无已处理的认证申请'}
              description={tab === 'pending' ? '新的实名认证申请会出现在这里' : '审核过的申请会出现在这里'}
            />
          ) : (
            <>
              <div
                aria-busy={showingStale || undefined}
                // A long rejection reason must never push a column out of reach.
                className={cn('overflow-x-auto transition-opacity', showingStale && 'opacity-60')}
              >
                {isDesktop ? (
                  <VerificationsTable rows={rows} tab={tab} actions={actions} />
                ) : (
                  <VerificationsCardList rows={rows} actions={actions} />
                )}
              </div>
              {data && (
                <PaginationBar
                  pagination={data.pagination}
                  unit="条"
                  busy={showingStale}
                  onPageChange={(next) => setQuery({ tab, page: next })}
                />
              )}
            </>
          )}
        </div>
        <RejectDialog actions={actions} />
      </section>
    </>
  );
}
