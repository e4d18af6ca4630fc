import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { NAV_ITEMS } from '../navigation-items';
import { NavBadge } from './nav-badge';

/** The five main sections as tabs along the bottom of a phone screen. */
export function TabBar() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="主导航"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/92 pb-[env(safe-area-inset-bottom)] backdrop-blur-md lg:hidden"
    >
      <ul className="mx-auto flex max-w-xl">
        {NAV_ITEMS.map(({ to, label, icon: Icon, isActive, badge }) => {
          const active = isActive(pathname);
          return (
            <li key={to} className="flex-1">
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'relative flex h-15 flex-col items-center justify-center gap-1 text-[0.7rem] font-medium transition-colors',
                  active ? 'text-brand-700 dark:text-brand-300' : 'text-ink-faint hover:text-ink-muted',
                )}
              >
                {active && (
                  <span
                    aria-hidden
                    className="absolute top-0 h-0.5 w-8 rounded-full bg-linear-to-r from-brand-500 to-cinnabar"
                  />
                )}
                <span className="relative">
                  <Icon
                    className={cn('size-[1.4rem]', active && 'drop-shadow-[0_2px_4px_rgb(180_83_9/0.25)]')}
                  />
                  {badge && <NavBadge kind={badge} className="absolute -top-1.5 left-3.5" />}
                </span>
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
