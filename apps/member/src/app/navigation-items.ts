import { HandCoins, type LucideIcon, MessageCircle, User, Users } from 'lucide-react';
import { TaijiIcon } from '@/components/ui/ornaments';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon | typeof TaijiIcon;
  /** 道 is also active at /, 聊天 for every /chat… and /conversation… path. */
  isActive: (pathname: string) => boolean;
  /** The count it carries: unread messages (the sum over all conversations) or friend requests. */
  badge?: 'unread' | 'friend-requests';
}

const startsWith =
  (...prefixes: string[]) =>
  (pathname: string) =>
    prefixes.some((prefix) => pathname.startsWith(prefix));

export const NAV_ITEMS: NavItem[] = [
  {
    to: '/dao',
    label: '道',
    icon: TaijiIcon,
    isActive: (p) => p === '/' || p === '/dao' || p.startsWith('/dao/'),
  },
  {
    to: '/chat',
    label: '聊天',
    icon: MessageCircle,
    isActive: startsWith('/chat', '/conversation', '/messages'),
    badge: 'unread',
  },
  {
    to: '/contacts',
    label: '道友',
    icon: Users,
    isActive: startsWith('/contacts'),
    badge: 'friend-requests',
  },
  { to: '/wallet', label: '功德箱', icon: HandCoins, isActive: startsWith('/wallet') },
  { to: '/profile', label: '我的', icon: User, isActive: startsWith('/profile') },
];
