import { CountBadge } from '@/components/ui/count-badge';
import { useUnreadTotal } from '@/features/chat/api/get-conversations';

/** The 聊天 tab's count of unread messages, live; nothing when all is read. */
export function UnreadBadge({ className }: { className?: string }) {
  const total = useUnreadTotal();
  return <CountBadge count={total} label={`${total}条未读消息`} className={className} />;
}
