import type { Conversation } from '@taishan/contracts';
import { Pin } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { relativeTime } from '../lib/chat-time';
import { conversationHref, conversationName, unreadLabel } from '../lib/conversation-list';
import { ConversationAvatar } from './conversation-avatar';

export function ConversationRow({
  conversation: c,
  active,
}: {
  conversation: Conversation;
  active?: boolean;
}) {
  const name = conversationName(c);
  const preview = c.lastMessage ?? c.description ?? '暂无消息';
  return (
    <Link
      to={conversationHref(c)}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'group flex items-center gap-3 rounded-2xl px-3 py-3 transition-colors',
        active ? 'bg-brand-50 dark:bg-brand-950/40' : 'hover:bg-surface-muted',
      )}
    >
      <ConversationAvatar
        type={c.type}
        name={name}
        src={c.type === 'private' ? c.participantAvatar : c.avatar}
        online={c.type === 'private' && c.isOnline}
      />
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1.5">
          <span className="truncate font-medium text-ink">{name}</span>
          {c.type === 'public' && <Badge className="shrink-0 px-1.5 py-0 text-[0.65rem]">公开</Badge>}
          {c.pinned && <Pin aria-label="置顶" className="size-3.5 shrink-0 rotate-45 text-cinnabar" />}
          <span className="ml-auto shrink-0 pl-2 text-xs text-ink-faint">{relativeTime(c.lastTime)}</span>
        </span>
        <span className="mt-0.5 flex items-center gap-2">
          <span className="truncate text-sm text-ink-muted">{preview}</span>
          {c.unreadCount > 0 && (
            <span className="ml-auto flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-cinnabar px-1.5 text-[0.7rem] font-semibold text-white tabular-nums">
              <span aria-hidden>{unreadLabel(c.unreadCount)}</span>
              <span className="sr-only">{c.unreadCount}条未读</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
