import { RefreshCw, SearchX, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PaginationBar } from '@/components/ui/pagination';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useUsers } from '../api/get-users';
import { useUserActions } from '../hooks/use-user-actions';
import { DeleteUserDialog } from './delete-user-dialog';
import { UsersCardList } from './users-card-list';
import { UsersSearch } from './users-search';
import { UsersSkeleton } from './users-skeleton';
import { UsersTable } from './users-table';

const SEARCH_DEBOUNCE_MS = 300;

function readPage(raw: string | null) {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function UsersPanel() {
  // Page and search live in the URL so a reload or the back button keeps the admin's place.
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const search = params.get('q') ?? '';
  const [searchInput, setSearchInput] = useState(search);
  const debouncedSearch = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const actions = useUserActions();
  const usersQuery = useUsers({ page, search });

  const setQuery = (next: { page: number; search: string }) => {
    const nextParams = new URLSearchParams();
    if (next.search) nextParams.set('q', next.search);
    if (next.page > 1) nextParams.set('page', String(next.page));
    setParams(nextParams, { replace: true });
  };

  // A new search starts again from the first page.
  useEffect(() => {
    if (debouncedSearch !== search) setQuery({ page: 1, search: debouncedSearch });
  }, [debouncedSearch]);

  // Deleting the last member of the last page would otherwise leave an empty page behind.
  const totalPages = usersQuery.data?.pagination.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page > totalPages)
      setQuery({ page: totalPages, search });
  }, [totalPages, page]);

  const data = usersQuery.data;
  const showingStale = usersQuery.isPlaceholderData;

  return (
    <section className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <div className="flex flex-col gap-3 border-b border-stone-200 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <h2 className="text-base font-semibold text-stone-900">会员列表</h2>
        <UsersSearch value={searchInput} onChange={setSearchInput} />
      </div>

      {usersQuery.isPending ? (
        <UsersSkeleton />
      ) : usersQuery.isError && !data ? (
        <EmptyState
          icon={RefreshCw}
          title="会员列表加载失败"
          description={usersQuery.error.message}
          action={
            <Button variant="secondary" onClick={() => usersQuery.refetch()} pending={usersQuery.isFetching}>
              重试
            </Button>
          }
        />
      ) : !data || data.users.length === 0 ? (
        <EmptyState
          icon={search ? SearchX : Users}
          title="暂无用户数据"
          description={search ? `没有找到与“${search}”相关的会员，换个关键词试试` : '还没有道友加入泰山宫'}
        />
      ) : (
        <>
          <div
            aria-busy={showingStale || undefined}
            className={cn('transition-opacity', showingStale && 'opacity-60')}
          >
            {isDesktop ? (
              <UsersTable users={data.users} actions={actions} />
            ) : (
              <UsersCardList users={data.users} actions={actions} />
            )}
          </div>
          <PaginationBar
            pagination={data.pagination}
            unit="人"
            busy={showingStale}
            onPageChange={(next) => setQuery({ page: next, search })}
          />
        </>
      )}
      <DeleteUserDialog actions={actions} />
    </section>
  );
}
