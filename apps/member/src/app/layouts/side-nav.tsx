import { Link, useLocation } from 'react-router';
import { CloudMotif, SealMark } from '@/components/ui/ornaments';
import { cn } from '@/lib/cn';
import { NAV_ITEMS } from '../navigation-items';
import { NavBadge } from './nav-badge';

/** On wide screens the tabs become a sidebar. */
export function SideNav() {
  const { pathname } = useLocation();
  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col overflow-hidden border-r border-line bg-surface lg:flex">
      <CloudMotif className="absolute -bottom-10 -left-12 w-64 text-brand-100/80 dark:text-brand-950" />
      <Link to="/dao" className="relative flex items-center gap-3 px-6 pt-7 pb-8">
        <SealMark text="道" className="text-base" />
        <span>
          <span className="block font-serif text-2xl font-bold tracking-[0.3em] text-ink">泰山宫</span>
          <span className="block text-xs tracking-[0.4em] text-ink-faint">道法自然</span>
        </span>
      </Link>
      <nav aria-label="主导航" className="relative flex-1 px-3">
        <ul className="space-y-1">
          {NAV_ITEMS.map(({ to, label, icon: Icon, isActive, badge }) => {
            const active = isActive(pathname);
            return (
              <li key={to}>
                <Link
                  to={to}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-xl px-4 py-3 font-medium transition-colors',
                    active
                      ? 'bg-linear-to-r from-brand-100 to-brand-50 text-brand-800 dark:from-brand-950 dark:to-transparent dark:text-brand-200'
                      : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                  )}
                >
                  <Icon className="size-5" />
                  {label}
                  {badge && <NavBadge kind={badge} className="ml-auto ring-0" />}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <p className="relative px-6 pb-6 text-xs leading-relaxed text-ink-faint">道教文化即时通讯平台</p>
    </aside>
  );
}
