import type { FriendEntry } from '@taishan/contracts';
import { UserPlus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonRow } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { FriendProfileDialog } from './friend-profile-dialog';
import { FriendRow } from './friend-row';

/** Online friends first, then by name. */
function byPresence(a: FriendEntry, b: FriendEntry) {
  if (a.friend.isOnline !== b.friend.isOnline) return a.friend.isOnline ? -1 : 1;
  return (a.friend.nickname || a.friend.username).localeCompare(
    b.friend.nickname || b.friend.username,
    'zh-CN',
  );
}

export function FriendList({
  friends,
  loading,
  error,
  searching,
  onRetry,
  onAdd,
}: {
  friends: FriendEntry[];
  loading: boolean;
  error: unknown;
  searching: boolean;
  onRetry: () => void;
  onAdd: () => void;
}) {
  const [opened, setOpened] = useState<string | null>(null);
  // The card follows the list: a friend removed (here or by them) closes it.
  const openedEntry = friends.find((entry) => entry.friendId === opened) ?? null;
  if (loading) {
    return (
      <Card className="divide-y divide-line" aria-busy>
        {[0, 1, 2].map((i) => (
          <SkeletonRow
            key={i}
            className="px-4 py-3"
            picture="size-12 rounded-full"
            lines={['h-4 w-24', 'h-3 w-36']}
            end="h-9 w-20 rounded-full"
          />
        ))}
      </Card>
    );
  }
  if (error) {
    return (
      <Card className="p-6 text-center">
        <p className="font-medium text-ink">好友加载失败</p>
        <p className="mt-1 text-sm text-ink-muted">{errorMessage(error, '请检查网络后重试')}</p>
        <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry}>
          重试
        </Button>
      </Card>
    );
  }
  if (friends.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<UsersRound className="size-7" />}
          title={searching ? '未找到匹配的道友' : '还没有好友'}
          hint={searching ? '换个昵称或用户名试试' : '添加好友，与道友一同修行'}
          action={
            searching ? undefined : (
              <Button onClick={onAdd}>
                <UserPlus aria-hidden className="size-4" />
                添加好友
              </Button>
            )
          }
        />
      </Card>
    );
  }
  return (
    <Card className="overflow-hidden">
      <ul aria-label="好友列表" className="divide-y divide-line">
        {[...friends].sort(byPresence).map((entry) => (
          <li key={entry.friendId}>
            <FriendRow entry={entry} onOpen={() => setOpened(entry.friendId)} />
          </li>
        ))}
      </ul>
      <FriendProfileDialog entry={openedEntry} onClose={() => setOpened(null)} />
    </Card>
  );
}
