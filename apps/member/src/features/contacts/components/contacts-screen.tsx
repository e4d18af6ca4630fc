import type { FriendEntry } from '@taishan/contracts';
import { UserPlus } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { cn } from '@/lib/cn';
import { useFriends } from '../api/get-friends';
import { AddFriendDialog } from './add-friend-dialog';
import { FriendList } from './friend-list';
import { FriendRequests } from './friend-requests';

type Tab = 'friends' | 'groups';

/** Friends match on nickname or username (and first name, when one is set). */
function matches(entry: FriendEntry, query: string) {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  const f = entry.friend;
  return [f.nickname, f.username, f.firstName].some((v) => v?.toLocaleLowerCase().includes(q));
}

/**
 * 道友圈: search, 新的朋友 (pending friend requests), the friends and groups tabs, the
 * add-friend dialog (also opened by /contacts?add=1 from the start-a-chat screen). The groups tab
 * is composed in by the route.
 */
export function ContactsScreen({ groupsTab }: { groupsTab: ReactNode }) {
  const friends = useFriends();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<Tab>('friends');
  const [search, setSearch] = useState('');
  const ids = useId();
  const adding = params.get('add') === '1';
  const setAdding = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('add', '1');
        else next.delete('add');
        return next;
      },
      { replace: true },
    );
  const list = friends.data ?? [];
  const shown = list.filter((entry) => matches(entry, search));
  const tabs: Array<{ id: Tab; label: string; count?: number }> = [
    { id: 'friends', label: '好友', count: friends.data?.length },
    { id: 'groups', label: '群组' },
  ];

  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <div className="flex items-center gap-2">
        <SearchField
          className="flex-1"
          label="搜索道友"
          placeholder="搜索昵称、用户名"
          value={search}
          onValueChange={setSearch}
        />
        <Button onClick={() => setAdding(true)} className="shrink-0 rounded-full">
          <UserPlus aria-hidden className="size-4" />
          添加好友
        </Button>
      </div>

      <FriendRequests />

      <div role="tablist" aria-label="道友圈" className="grid grid-cols-2 rounded-full bg-surface-muted p-1">
        {tabs.map(({ id, label, count }) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`${ids}-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`${ids}-panel-${id}`}
            onClick={() => setTab(id)}
            className={cn(
              'flex h-10 items-center justify-center gap-1.5 rounded-full text-sm font-medium transition-colors',
              tab === id
                ? 'bg-surface text-brand-800 shadow-sm dark:text-brand-200'
                : 'text-ink-muted hover:text-ink',
            )}
          >
            {label}
            {count !== undefined && (
              <span className="rounded-full bg-brand-100 px-1.5 text-xs tabular-nums text-brand-800 dark:bg-brand-950 dark:text-brand-200">
                {count}
              </span>
            )}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={`${ids}-panel-${tab}`} aria-labelledby={`${ids}-tab-${tab}`}>
        {tab === 'friends' ? (
          <FriendList
            friends={shown}
            loading={friends.isPending}
            error={friends.isError ? friends.error : null}
            searching={search.trim() !== ''}
            onRetry={() => void friends.refetch()}
            onAdd={() => setAdding(true)}
          />
        ) : (
          groupsTab
        )}
      </div>

      <AddFriendDialog
        open={adding}
        onClose={() => setAdding(false)}
        friendIds={new Set(list.map((entry) => entry.friendId))}
      />
    </div>
  );
}
