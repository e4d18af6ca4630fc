import { HandCoins, type LucideIcon, MessageCircle, User, Users } from 'lucide-react';
import { TaijiIcon } from '../components/ui/ornaments';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon | typeof TaijiIcon;
  /** Spec 01 §2: 道 is also active at /, 聊天 for every /chat… and /conversation… path. */
  isActive: (pathname: string) => boolean;
  /** Carries the unread badge (the sum over all conversations). */
  unread?: boolean;
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
    unread: true,
  },
  { to: '/contacts', label: '道友', icon: Users, isActive: startsWith('/contacts') },
  { to: '/wallet', label: '功德箱', icon: HandCoins, isActive: startsWith('/wallet') },
  { to: '/profile', label: '我的', icon: User, isActive: startsWith('/profile') },
];
