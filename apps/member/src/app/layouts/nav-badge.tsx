import type { NavItem } from '../navigation-items';
import { FriendRequestsBadge } from './friend-requests-badge';
import { UnreadBadge } from './unread-badge';

/** The count a navigation item carries (unread messages on 聊天, friend requests on 道友). */
export function NavBadge({ kind, className }: { kind: NonNullable<NavItem['badge']>; className?: string }) {
  return kind === 'unread' ? (
    <UnreadBadge className={className} />
  ) : (
    <FriendRequestsBadge className={className} />
  );
}
