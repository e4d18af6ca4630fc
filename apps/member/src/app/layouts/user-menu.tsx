import { Bell, CircleHelp, LogOut, Menu as MenuIcon, Settings, Shield } from 'lucide-react';
import { Menu, MenuItem, MenuLink, MenuSeparator } from '@/components/ui/menu';
import { Spinner } from '@/components/ui/spinner';
import { UserAvatar } from '@/components/ui/user-avatar';
import { useLogout } from '@/features/auth/api/logout';
import { useCurrentUser } from '@/lib/auth-provider';

const ENTRIES = [
  { to: '/notifications', label: '消息通知', icon: Bell },
  { to: '/privacy', label: '隐私设置', icon: Shield },
  { to: '/help', label: '帮助与支持', icon: CircleHelp },
  { to: '/settings', label: '设置', icon: Settings },
] as const;

/** The header menu: who is signed in, the settings and help pages, log out. */
export function UserMenu() {
  const user = useCurrentUser();
  const { logout, pending } = useLogout();
  const name = user.nickname || user.username;

  return (
    <Menu
      triggerLabel="菜单"
      label="用户菜单"
      trigger={<MenuIcon aria-hidden className="size-5" />}
      triggerClassName="flex size-10 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
      menuClassName="top-12 right-0 z-40 w-64 origin-top-right rounded-2xl p-2"
    >
      <div className="flex items-center gap-3 rounded-xl bg-linear-to-br from-brand-50 to-surface-muted px-3 py-3 dark:from-brand-950/60 dark:to-surface-muted">
        <UserAvatar src={user.avatar ?? user.profileImageUrl} name={name} className="size-10 text-base" />
        <div className="min-w-0">
          <p className="truncate font-medium text-ink">{name}</p>
          <p className="flex items-center gap-1.5 text-xs text-emerald-700 dark:text-emerald-400">
            <span aria-hidden className="size-1.5 rounded-full bg-emerald-500" />
            在线
          </p>
        </div>
      </div>
      <MenuSeparator />
      {ENTRIES.map(({ to, label, icon: Icon }) => (
        <MenuLink key={to} to={to}>
          <Icon aria-hidden className="size-4 text-brand-700 dark:text-brand-300" />
          {label}
        </MenuLink>
      ))}
      <MenuSeparator />
      <MenuItem tone="danger" keepOpen disabled={pending} onSelect={logout} className="disabled:opacity-60">
        {pending ? <Spinner /> : <LogOut aria-hidden className="size-4" />}
        退出登录
      </MenuItem>
    </Menu>
  );
}
