import { Bell, CircleHelp, LogOut, Menu, Settings, Shield } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { UserAvatar } from '@/components/ui/user-avatar';
import { useLogout } from '@/features/auth/api/logout';
import { useCurrentUser } from '@/lib/auth-provider';
import { cn } from '@/lib/cn';

const ENTRIES = [
  { to: '/notifications', label: '消息通知', icon: Bell },
  { to: '/privacy', label: '隐私设置', icon: Shield },
  { to: '/help', label: '帮助与支持', icon: CircleHelp },
  { to: '/settings', label: '设置', icon: Settings },
] as const;

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm text-ink transition-colors hover:bg-surface-muted focus-visible:bg-surface-muted';

/** The header menu: who is signed in, the settings and help pages, log out. */
export function UserMenu() {
  const user = useCurrentUser();
  const { logout, pending } = useLogout();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const name = user.nickname || user.username;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={container} className="relative">
      <button
        type="button"
        aria-label="菜单"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="flex size-10 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
      >
        <Menu aria-hidden className="size-5" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label="用户菜单"
          className="absolute top-12 right-0 z-40 w-64 origin-top-right animate-fade-in rounded-2xl border border-line bg-surface p-2 shadow-xl shadow-brand-950/10"
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
          <div className="my-2 h-px bg-line" />
          {ENTRIES.map(({ to, label, icon: Icon }) => (
            <Link key={to} to={to} role="menuitem" className={itemClass} onClick={() => setOpen(false)}>
              <Icon aria-hidden className="size-4 text-brand-700 dark:text-brand-300" />
              {label}
            </Link>
          ))}
          <div className="my-2 h-px bg-line" />
          <button
            type="button"
            role="menuitem"
            disabled={pending}
            onClick={logout}
            className={cn(itemClass, 'text-red-700 dark:text-red-400 disabled:opacity-60')}
          >
            {pending ? <Spinner /> : <LogOut aria-hidden className="size-4" />}
            退出登录
          </button>
        </div>
      )}
    </div>
  );
}
