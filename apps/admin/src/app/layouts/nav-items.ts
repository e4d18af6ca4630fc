import { type LucideIcon, ShieldCheck, Users, Wallet } from 'lucide-react';

export type NavItem = { to: string; label: string; icon: LucideIcon };

// Entries appear here as their pages are built; nothing links to a page that does not exist yet.
export const navItems: NavItem[] = [
  { to: '/users', label: '会员管理', icon: Users },
  { to: '/verifications', label: '实名认证', icon: ShieldCheck },
  { to: '/finance', label: '财务管理', icon: Wallet },
];
