import { ArrowLeft, Search } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { SealMark } from '@/components/ui/ornaments';
import { useRouteHandle } from '../use-route-handle';
import { UserMenu } from './user-menu';

/** One header for every member page: title, an optional search, the menu. */
export function AppHeader({ onSearch }: { onSearch?: () => void }) {
  const { title, back } = useRouteHandle();

  useEffect(() => {
    document.title = title === '泰山宫' ? '泰山宫' : `${title} · 泰山宫`;
  }, [title]);

  return (
    <header className="sticky top-0 z-20 border-b border-line/70 bg-canvas/85 pt-[env(safe-area-inset-top)] backdrop-blur-md">
      <div className="mx-auto flex h-14 max-w-5xl items-center gap-2 px-3 sm:px-5">
        {back ? (
          <Link
            to={back}
            aria-label="返回"
            className="flex size-10 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
          >
            <ArrowLeft aria-hidden className="size-5" />
          </Link>
        ) : (
          <SealMark text="道" className="ml-1 text-[0.7rem] lg:hidden" />
        )}
        <h1 className="ml-1 min-w-0 flex-1 truncate font-serif text-lg font-semibold tracking-[0.15em] text-ink">
          {title}
        </h1>
        {onSearch && (
          <button
            type="button"
            aria-label="搜索"
            onClick={onSearch}
            className="flex size-10 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
          >
            <Search aria-hidden className="size-5" />
          </button>
        )}
        <UserMenu />
      </div>
    </header>
  );
}
