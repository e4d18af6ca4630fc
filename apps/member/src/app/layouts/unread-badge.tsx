import { useUnreadTotal } from '../../features/chat/api/get-conversations';
import { unreadLabel } from '../../features/chat/lib/conversation-list';
import { cn } from '../../lib/cn';

/** The 聊天 tab's count of unread messages, live; nothing when all is read. */
export function UnreadBadge({ className }: { className?: string }) {
  const total = useUnreadTotal();
  if (total <= 0) return null;
  return (
    <span
      className={cn(
        'flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-cinnabar px-1 text-[0.65rem] leading-none font-semibold text-white tabular-nums ring-2 ring-surface',
        className,
      )}
    >
      <span aria-hidden>{unreadLabel(total)}</span>
      <span className="sr-only">{total}条未读消息</span>
    </span>
  );
}
