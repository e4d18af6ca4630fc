import { type UserSearchResult, userSearchQuery } from '@taishan/contracts';
import { Check, Clock, Search, UserPlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { fieldClasses } from '@/components/ui/text-field';
import { UserAvatar } from '@/components/ui/user-avatar';
import { errorMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth-provider';
import { cn } from '@/lib/cn';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useAddFriend } from '../api/add-friend';
import { useFriendRequests } from '../api/get-friend-requests';
import { useSearchUsers } from '../api/search-users';

type Relation = 'friend' | 'asked' | 'asks-me' | 'none';

function ResultRow({ user, relation }: { user: UserSearchResult; relation: Relation }) {
  const add = useAddFriend();
  const name = user.nickname || user.username;
  const now: Relation = add.isSuccess ? (add.data.status === 'friends' ? 'friend' : 'asked') : relation;
  const refusal = add.isError ? `添加失败：${errorMessage(add.error, '无法添加好友')}` : null;
  return (
    <li className="flex items-center gap-3 rounded-xl px-2 py-2.5 hover:bg-surface-muted/60">
      <UserAvatar src={user.avatar} name={name} className="size-10 text-base" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-ink">{name}</p>
        <p className="truncate text-xs text-ink-muted">
          @{user.username}
          {user.email ? ` · ${user.email}` : ''}
        </p>
        {refusal && (
          <p role="alert" className="mt-0.5 text-xs text-red-700 dark:text-red-300">
            {refusal}
          </p>
        )}
      </div>
      {now === 'friend' && (
        <span className="inline-flex shrink-0 items-center gap-1 text-sm text-emerald-700 dark:text-emerald-400">
          <Check aria-hidden className="size-4" />
          已是好友
        </span>
      )}
      {now === 'asked' && (
        <span className="inline-flex shrink-0 items-center gap-1 text-sm text-ink-muted">
          <Clock aria-hidden className="size-4" />
          等待验证
        </span>
      )}
      {(now === 'none' || now === 'asks-me') && (
        <Button
          size="sm"
          aria-label={now === 'asks-me' ? `接受${name}的好友请求` : `添加${name}`}
          pending={add.isPending}
          onClick={() => add.mutate(user.id)}
          className="shrink-0 rounded-full"
        >
          {now === 'asks-me' ? (
            <Check aria-hidden className="size-4" />
          ) : (
            <UserPlus aria-hidden className="size-4" />
          )}
          {now === 'asks-me' ? '接受' : '添加'}
        </Button>
      )}
    </li>
  );
}

function AddFriendForm({ friendIds }: { friendIds: ReadonlySet<string> }) {
  const me = useCurrentUser();
  const [text, setText] = useState('');
  const search = useSearchUsers();
  const fields = useFieldErrors(['q'] as const);
  const errorId = useId();
  const problem = fields.of('q');
  const requests = useFriendRequests();
  const results = search.data?.filter((u) => u.id !== me.id) ?? [];
  const relationOf = (id: string): Relation => {
    if (friendIds.has(id)) return 'friend';
    if (requests.data?.outgoing.some((r) => r.user.id === id)) return 'asked';
    if (requests.data?.incoming.some((r) => r.user.id === id)) return 'asks-me';
    return 'none';
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Blank text only clears the results; anything else is checked as the server will check it.
    if (!text.trim()) {
      search.reset();
      return;
    }
    const query = fields.check(userSearchQuery, { q: text });
    if (query) search.mutate(query.q);
  };

  return (
    <div className="space-y-4">
      <search>
        <form ref={fields.formRef} onSubmit={submit} noValidate className="flex items-start gap-2">
          <div className="flex-1">
            <div className="relative">
              <Search
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-faint"
              />
              <input
                type="search"
                aria-label="搜索用户"
                placeholder="输入用户名、昵称或邮箱"
                value={text}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? errorId : undefined}
                onChange={(e) => {
                  setText(e.target.value);
                  fields.clear('q');
                  if (!e.target.value.trim()) search.reset();
                }}
                className={cn(fieldClasses(Boolean(problem), true), 'rounded-full')}
              />
            </div>
            {problem && (
              <p id={errorId} className="mt-1.5 px-3 text-xs font-medium text-red-700 dark:text-red-300">
                {problem}
              </p>
            )}
          </div>
          <Button type="submit" pending={search.isPending} className="rounded-full px-5">
            搜索
          </Button>
        </form>
      </search>
      {results.length > 0 && (
        <ul aria-label="搜索结果" className="space-y-1">
          {results.map((user) => (
            <ResultRow key={user.id} user={user} relation={relationOf(user.id)} />
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

/** The add-friend dialog: search members and ask them to be friends. */
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
    <Dialog
      open={open}
      onClose={onClose}
      title="添加好友"
      description="寻找志同道合的道友，对方同意后即成为好友"
    >
      <AddFriendForm friendIds={friendIds} />
    </Dialog>
  );
}
