import { type LucideIcon, Users } from 'lucide-react';

export type NavItem = { to: string; label: string; icon: LucideIcon };

// Entries appear here as their pages are built; nothing links to a page that does not exist yet.
export const navItems: NavItem[] = [{ to: '/users', label: '会员管理', icon: Users }];
