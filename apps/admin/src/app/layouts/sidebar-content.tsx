import { House, LogOut, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { NavLink } from 'react-router';
import { BrandMark } from '@/components/ui/brand-mark';
import { useBackToHome } from '@/features/auth/hooks/use-back-to-home';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { type AdminSession, useAdminSession } from '@/lib/admin-session';
import { cn } from '@/lib/cn';
import { navItems } from './nav-items';

type SidebarContentProps = {
  collapsed: boolean;
  /** Desktop only: the collapse toggle. */
  onToggleCollapsed?: () => void;
  /** Phone drawer: close after choosing a page. */
  onNavigate?: () => void;
};

const itemClass = (collapsed: boolean) =>
  cn(
    'flex h-10 w-full items-center gap-3 rounded-lg text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
    collapsed ? 'justify-center px-0' : 'px-3',
  );

export function SidebarContent({ collapsed, onToggleCollapsed, onNavigate }: SidebarContentProps) {
  const session = useAdminSession();
  const logout = useLogout();
  const backToHome = useBackToHome();

  return (
    <div className="flex h-full flex-col">
      <div
        className={cn(
          'flex h-16 items-center gap-3 border-b border-stone-200/80',
          collapsed ? 'justify-center' : 'px-5',
        )}
      >
        <BrandMark className="rounded-xl" />
        {!collapsed && (
          <div className="min-w-0 leading-tight">
            <p className="font-semibold text-stone-900">泰山宫</p>
            <p className="text-xs text-brand-700">系统管理员</p>
          </div>
        )}
      </div>

      <nav aria-label="管理菜单" className="flex-1 space-y-1 overflow-y-auto p-3">
        {navItems.map(({ to, label, icon: Icon }) => (
          <NavLink
            key={to}
            to={to}
            onClick={onNavigate}
            title={collapsed ? label : undefined}
            className={({ isActive }) =>
              cn(
                itemClass(collapsed),
                isActive
                  ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-200/70'
                  : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900',
              )
            }
          >
            <Icon aria-hidden className="size-4.5 shrink-0" />
            <span className={cn(collapsed && 'sr-only')}>{label}</span>
          </NavLink>
        ))}
      </nav>

      <div className="space-y-1 border-t border-stone-200/80 p-3">
        {session && !collapsed && <AdminCard session={session} />}
        <button
          type="button"
          onClick={backToHome}
          title={collapsed ? '返回首页' : undefined}
          className={cn(itemClass(collapsed), 'text-stone-600 hover:bg-stone-100 hover:text-stone-900')}
        >
          <House aria-hidden className="size-4.5 shrink-0" />
          <span className={cn(collapsed && 'sr-only')}>返回首页</span>
        </button>
        <button
          type="button"
          onClick={logout}
          title={collapsed ? '退出登录' : undefined}
          className={cn(itemClass(collapsed), 'text-stone-600 hover:bg-red-50 hover:text-red-700')}
        >
          <LogOut aria-hidden className="size-4.5 shrink-0" />
          <span className={cn(collapsed && 'sr-only')}>退出登录</span>
        </button>
        {onToggleCollapsed && (
          <button
            type="button"
            onClick={onToggleCollapsed}
            aria-label={collapsed ? '展开菜单' : '收起菜单'}
            aria-expanded={!collapsed}
            title={collapsed ? '展开菜单' : '收起菜单'}
            className={cn(itemClass(collapsed), 'text-stone-500 hover:bg-stone-100 hover:text-stone-700')}
          >
            {collapsed ? (
              <PanelLeftOpen aria-hidden className="size-4.5 shrink-0" />
            ) : (
              <>
                <PanelLeftClose aria-hidden className="size-4.5 shrink-0" />
                <span aria-hidden>收起菜单</span>
              </>
            )}
          </button>
        )}
      </div>
    </div>
  );
}

function AdminCard({ session }: { session: AdminSession }) {
  const name = session.admin.fullName || session.admin.username;
  return (
    <div className="mb-2 flex items-center gap-3 rounded-lg bg-stone-50 px-3 py-2.5 ring-1 ring-stone-200/70">
      <span
        aria-hidden
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
      >
        {name.slice(0, 1)}
      </span>
      <div className="min-w-0 leading-tight">
        <p className="truncate text-sm font-medium text-stone-800">{name}</p>
        <p className="truncate text-xs text-stone-600">@{session.admin.username}</p>
      </div>
    </div>
  );
}
