import { type ReactNode, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAdminSession } from '@/lib/admin-session';
import { cn } from '@/lib/cn';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { MobileNav } from './mobile-nav';
import { SidebarContent } from './sidebar-content';

const COLLAPSED_KEY = 'adminSidebarCollapsed';

function readCollapsed() {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Route element for signed-in pages: without a session the login page takes over. */
export function AdminLayout() {
  const session = useAdminSession();
  const location = useLocation();
  if (!session) return <Navigate to="/" replace state={{ from: location.pathname + location.search }} />;
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}

/** Side menu on desktop, top bar with a drawer on phones; only one of them is rendered. */
export function AdminShell({ children }: { children: ReactNode }) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [collapsed, setCollapsed] = useState(readCollapsed);

  const toggleCollapsed = () => {
    setCollapsed((was) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, was ? '0' : '1');
      } catch {
        // Not remembering the preference is harmless.
      }
      return !was;
    });
  };

  if (!isDesktop) {
    return (
      <div className="min-h-dvh">
        <MobileNav />
        <main className="px-4 pt-5 pb-10">{children}</main>
      </div>
    );
  }

  return (
    <div className="flex min-h-dvh">
      <aside
        aria-label="系统管理员"
        className={cn(
          'sticky top-0 h-dvh shrink-0 border-r border-stone-200 bg-white transition-[width] duration-200',
          collapsed ? 'w-[72px]' : 'w-60',
        )}
      >
        <SidebarContent collapsed={collapsed} onToggleCollapsed={toggleCollapsed} />
      </aside>
      <main className="min-w-0 flex-1 px-8 py-8">
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
    </div>
  );
}
