import { Check } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { UserAvatar } from '@/components/ui/user-avatar';
import { cn } from '@/lib/cn';

/** A friend as the group dialogs need them (the route supplies the list from 道友圈). */
export interface FriendOption {
  id: string;
  name: string;
  username: string;
  avatar: string | null;
}

/** Tick friends to put in a group. */
export function FriendPicker({
  friends,
  selected,
  onToggle,
  exclude = [],
}: {
  /** Undefined while the friends are still loading. */
  friends: FriendOption[] | undefined;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  exclude?: readonly string[];
}) {
  const [search, setSearch] = useState('');
  const q = search.trim().toLocaleLowerCase();
  if (!friends) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-ink-faint">
        <Spinner /> 加载好友中...
      </div>
    );
  }
  const available = friends.filter((f) => !exclude.includes(f.id));
  const shown = available.filter(
    (f) => !q || f.name.toLocaleLowerCase().includes(q) || f.username.toLocaleLowerCase().includes(q),
  );

  if (available.length === 0) {
    return <EmptyState title="暂无可选的好友" hint="先在道友圈添加好友吧" className="py-6" />;
  }
  return (
    <div className="space-y-2">
      <SearchField label="搜索好友" placeholder="搜索好友" value={search} onValueChange={setSearch} />
      <ul aria-label="选择好友" className="max-h-64 space-y-1 overflow-y-auto">
        {shown.map((friend) => {
          const checked = selected.has(friend.id);
          return (
            <li key={friend.id}>
              <label className="flex cursor-pointer items-center gap-3 rounded-xl px-2 py-2 hover:bg-surface-muted">
                <input
                  type="checkbox"
                  className="peer sr-only"
                  checked={checked}
                  onChange={() => onToggle(friend.id)}
                />
                <UserAvatar src={friend.avatar} name={friend.name} className="size-9 text-sm" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-ink">{friend.name}</span>
                  <span className="block truncate text-xs text-ink-faint">@{friend.username}</span>
                </span>
                <span
                  aria-hidden
                  className={cn(
                    'flex size-5 items-center justify-center rounded-full border transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500',
                    checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-line',
                  )}
                >
                  {checked && <Check className="size-3.5" />}
                </span>
              </label>
            </li>
          );
        })}
        {shown.length === 0 && <li className="py-4 text-center text-sm text-ink-faint">未找到匹配的好友</li>}
      </ul>
    </div>
  );
}
