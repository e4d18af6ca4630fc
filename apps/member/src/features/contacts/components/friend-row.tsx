import type { FriendEntry } from '@taishan/contracts';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { UserAvatar } from '@/components/ui/user-avatar';
import { cn } from '@/lib/cn';

/** A friend: online or offline, their status text, and 发消息. Tapping the friend opens their card. */
export function FriendRow({ entry, onOpen }: { entry: FriendEntry; onOpen: () => void }) {
  const f = entry.friend;
  const name = f.nickname || f.username;
  const status = f.status?.trim();
  return (
    <div className="flex items-center gap-3 px-4 py-3">
      <button
        type="button"
        onClick={onOpen}
        className="-my-1 -ml-1 flex min-w-0 flex-1 items-center gap-3 rounded-xl py-1 pl-1 text-left transition-colors hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-brand-500/60 focus-visible:outline-none"
      >
        <span className="relative shrink-0">
          <UserAvatar src={f.avatar ?? f.profileImageUrl} name={name} className="size-12 text-lg" />
          <span
            aria-hidden
            className={cn(
              'absolute right-0 bottom-0 size-3.5 rounded-full ring-2 ring-surface',
              f.isOnline ? 'bg-emerald-500' : 'bg-stone-300 dark:bg-stone-600',
            )}
          />
        </span>
        <div className="min-w-0 flex-1">
          {/* The row's visible text is its name for assistive technology; this says what it opens. */}
          <span className="sr-only">查看资料：</span>
          <p className="truncate font-medium text-ink">{name}</p>
          <p className="flex min-w-0 items-center gap-1.5 text-xs">
            <span className={f.isOnline ? 'text-emerald-700 dark:text-emerald-400' : 'text-ink-faint'}>
              {f.isOnline ? '在线' : '离线'}
            </span>
            {status && (
              <>
                <span aria-hidden className="text-ink-faint">
                  ·
                </span>
                <span className="truncate text-ink-muted">{status}</span>
              </>
            )}
          </p>
        </div>
      </button>
      <Link
        to={`/conversation?contact=${f.id}&name=${encodeURIComponent(name)}`}
        aria-label={`给${name}发消息`}
        className={buttonClasses('secondary', 'sm', 'shrink-0 rounded-full px-3.5')}
      >
        <MessageCircle aria-hidden className="size-4" />
        发消息
      </Link>
    </div>
  );
}
