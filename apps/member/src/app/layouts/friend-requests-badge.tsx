import { CountBadge } from '@/components/ui/count-badge';
import { useIncomingRequestCount } from '@/features/contacts/api/get-friend-requests';

/** The 道友 tab's count of friend requests waiting for an answer, live; nothing when none wait. */
export function FriendRequestsBadge({ className }: { className?: string }) {
  const count = useIncomingRequestCount();
  return <CountBadge count={count} label={`${count}条新的好友请求`} className={className} />;
}
