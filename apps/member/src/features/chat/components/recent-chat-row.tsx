import type { Conversation } from '@taishan/contracts';
import { User, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { relativeTime } from '../lib/chat-time';
import { conversationHref, conversationName } from '../lib/conversation-list';

/** A recent chat: group or person icon, relative time, member count for groups. */
export function RecentChatRow({ conversation: c }: { conversation: Conversation }) {
  const person = c.type === 'private';
  const Icon = person ? User : UsersRound;
  return (
    <Link
      to={conversationHref(c)}
      className="flex items-center gap-3 rounded-xl px-2 py-2.5 transition-colors hover:bg-surface-muted"
    >
      <span
        aria-hidden
        className={cn(
          'flex size-11 shrink-0 items-center justify-center rounded-full',
          person
            ? 'bg-brand-100 text-brand-700 dark:bg-brand-950/60 dark:text-brand-300'
            : 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950/60 dark:text-emerald-300',
        )}
      >
        <Icon className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span className="truncate font-medium text-ink">{conversationName(c)}</span>
          {!person && <span className="shrink-0 text-xs text-ink-faint">{c.memberCount}位成员</span>}
          <span className="ml-auto shrink-0 text-xs text-ink-faint">{relativeTime(c.lastTime)}</span>
        </span>
        <span className="block truncate text-sm text-ink-muted">{c.lastMessage ?? '暂无消息'}</span>
      </span>
    </Link>
  );
}
