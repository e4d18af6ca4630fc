import { cn } from '@/lib/cn';

/**
 * A small cinnabar count (99+ above 99) with a spoken label for screen readers; nothing at 0. The
 * dark theme's lighter cinnabar is too light under white digits, so it takes a deeper red there.
 */
export function CountBadge({
  count,
  label,
  className,
}: {
  count: number;
  label: string;
  className?: string;
}) {
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        'flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-cinnabar px-1 text-[0.65rem] leading-none font-semibold text-white tabular-nums ring-2 ring-surface dark:bg-red-700',
        className,
      )}
    >
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
