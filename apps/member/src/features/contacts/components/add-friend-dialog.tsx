import type { UserSearchResult } from '@taishan/contracts';
import { Check, Search, UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { fieldClasses } from '../../../components/ui/text-field';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useCurrentUser } from '../../../lib/auth-provider';
import { useAddFriend } from '../api/add-friend';
import { useSearchUsers } from '../api/search-users';

function ResultRow({ user, isFriend }: { user: UserSearchResult; isFriend: boolean }) {
  const add = useAddFriend();
  const name = user.nickname || user.username;
  const added = isFriend || (add.isSuccess && add.data?.success !== false);
  return (
    <li className="flex items-center gap-3 rounded-xl px-2 py-2.5 hover:bg-surface-muted/60">
      <UserAvatar src={user.avatar} name={name} className="size-10 text-base" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-ink">{name}</p>
        <p className="truncate text-xs text-ink-faint">
          @{user.username}
          {user.email ? ` · ${user.email}` : ''}
        </p>
      </div>
      {added ? (
        <span className="inline-flex items-center gap-1 text-sm text-emerald-700 dark:text-emerald-400">
          <Check aria-hidden className="size-4" />
          已是好友
        </span>
      ) : (
        <Button
          size="sm"
          aria-label={`添加${name}`}
          pending={add.isPending}
          onClick={() => add.mutate(user.id)}
          className="rounded-full"
        >
          <UserPlus aria-hidden className="size-4" />
          添加
        </Button>
      )}
    </li>
  );
}

function AddFriendForm({ friendIds }: { friendIds: ReadonlySet<string> }) {
  const me = useCurrentUser();
  const [text, setText] = useState('');
  const search = useSearchUsers();
  const results = search.data?.filter((u) => u.id !== me.id) ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) {
      search.reset();
      return;
    }
    search.mutate(q);
  };

  return (
    <div className="space-y-4">
      <search>
        <form onSubmit={submit} className="flex gap-2">
          <div className="relative flex-1">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-faint"
            />
            <input
              type="search"
              aria-label="搜索用户"
              placeholder="输入用户名、昵称或邮箱"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                if (!e.target.value.trim()) search.reset();
              }}
              className={`${fieldClasses(false, true)} rounded-full`}
            />
          </div>
          <Button type="submit" pending={search.isPending} className="rounded-full px-5">
            搜索
          </Button>
        </form>
      </search>
      {results.length > 0 && (
        <ul aria-label="搜索结果" className="space-y-1">
          {results.map((user) => (
            <ResultRow key={user.id} user={user} isFriend={friendIds.has(user.id)} />
          ))}
        </ul>
      )}
      {search.isSuccess && results.length === 0 && (
        <p className="py-4 text-center text-sm text-ink-faint">未找到匹配的用户</p>
      )}
      {search.isIdle && (
        <p className="py-4 text-center text-sm text-ink-faint">输入道友的用户名、昵称或邮箱开始搜索</p>
      )}
    </div>
  );
}

/** Spec 01 §2 add-friend dialog: search members and add them. */
export function AddFriendDialog({
  open,
  onClose,
  friendIds,
}: {
  open: boolean;
  onClose: () => void;
  friendIds: ReadonlySet<string>;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="添加好友" description="寻找志同道合的道友">
      <AddFriendForm friendIds={friendIds} />
    </Dialog>
  );
}
