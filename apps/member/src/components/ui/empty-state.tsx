import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { TaijiMark } from './ornaments';

/** What a list shows when it has nothing: a quiet 太极, a line of text, maybe a hint or an action. */
export function EmptyState({
  title,
  hint,
  action,
  icon,
  className,
}: {
  title: string;
  hint?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center px-6 py-10 text-center', className)}>
      <span
        aria-hidden
        className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700/70 dark:bg-brand-950/40 dark:text-brand-300/70"
      >
        {icon ?? <TaijiMark className="size-9 text-brand-700/60 dark:text-brand-300/60" />}
      </span>
      <p className="mt-4 font-medium text-ink">{title}</p>
      {hint && <p className="mt-1 max-w-xs text-sm leading-relaxed text-ink-muted">{hint}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
