import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The conversation's own header: back to the list (phones), who or what, its state, actions. */
export function ChatHeader({
  title,
  subtitle,
  avatar,
  actions,
  onAvatarClick,
}: {
  title: string;
  subtitle?: ReactNode;
  avatar?: ReactNode;
  actions?: ReactNode;
  /** Opens the details of the contact or group. */
  onAvatarClick?: () => void;
}) {
  return (
    <header className="sticky top-0 z-10 border-b border-line bg-surface/90 pt-[env(safe-area-inset-top)] backdrop-blur-md">
      <div className="flex h-15 items-center gap-2 px-2 sm:px-4">
        <Link
          to="/chat"
          aria-label="返回"
          className="flex size-10 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink lg:hidden"
        >
          <ArrowLeft aria-hidden className="size-5" />
        </Link>
        {avatar &&
          (onAvatarClick ? (
            <button
              type="button"
              aria-label="查看资料"
              onClick={onAvatarClick}
              className="rounded-full transition-transform hover:scale-105"
            >
              {avatar}
            </button>
          ) : (
            avatar
          ))}
        <div className="ml-1 min-w-0 flex-1">
          <h1 className="truncate font-serif text-base font-semibold tracking-wide text-ink">{title}</h1>
          {subtitle && <div className="truncate text-xs text-ink-muted">{subtitle}</div>}
        </div>
        {actions}
      </div>
    </header>
  );
}
