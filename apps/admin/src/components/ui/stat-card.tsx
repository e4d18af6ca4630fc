import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Skeleton } from './skeleton';

const tones = {
  brand: 'bg-brand-50 text-brand-600 ring-brand-100',
  success: 'bg-emerald-50 text-emerald-600 ring-emerald-100',
  danger: 'bg-red-50 text-red-600 ring-red-100',
  info: 'bg-sky-50 text-sky-600 ring-sky-100',
  violet: 'bg-violet-50 text-violet-600 ring-violet-100',
} as const;

const iconText = {
  brand: 'text-brand-600',
  success: 'text-emerald-600',
  danger: 'text-red-600',
  info: 'text-sky-600',
  violet: 'text-violet-600',
} as const;

type StatCardProps = {
  label: string;
  /** Undefined while loading: the number's place shows a skeleton. */
  value: ReactNode | undefined;
  hint?: string;
  icon: LucideIcon;
  tone?: keyof typeof tones;
  className?: string;
};

export function StatCard({ label, value, hint, icon: Icon, tone = 'brand', className }: StatCardProps) {
  return (
    <div
      className={cn(
        'flex min-w-0 items-start justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5',
        className,
      )}
    >
      <div className="min-w-0">
        <p className="flex items-center gap-1.5 text-xs font-medium whitespace-nowrap text-stone-600 sm:text-sm">
          {/* Phones are too narrow for the icon tile beside the number; a small icon leads the label. */}
          <Icon aria-hidden className={cn('size-3.5 shrink-0 sm:hidden', iconText[tone])} />
          {label}
        </p>
        <div className="mt-1.5 text-xl font-semibold break-all text-stone-900 tabular-nums 2xl:text-2xl">
          {value === undefined ? <Skeleton className="my-1 h-6 w-16 sm:h-7" /> : value}
        </div>
        {hint && <p className="mt-1 truncate text-xs text-stone-500">{hint}</p>}
      </div>
      <div
        className={cn(
          'hidden size-10 shrink-0 items-center justify-center rounded-xl ring-1 sm:flex',
          tones[tone],
        )}
      >
        <Icon aria-hidden className="size-5" />
      </div>
    </div>
  );
}
