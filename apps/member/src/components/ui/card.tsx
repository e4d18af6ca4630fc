import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-line bg-surface shadow-[0_1px_2px_rgb(120_80_20/0.04),0_8px_24px_-12px_rgb(120_80_20/0.12)] dark:shadow-none',
        className,
      )}
      {...props}
    />
  );
}

/** A card's heading line: a small cinnabar bar, the title, and optional content on the right. */
export function SectionTitle({
  children,
  action,
  as: Tag = 'h2',
  id,
}: {
  children: ReactNode;
  action?: ReactNode;
  as?: 'h2' | 'h3';
  id?: string;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <Tag
        id={id}
        className="flex items-center gap-2 font-serif text-base font-semibold tracking-wide text-ink"
      >
        <span aria-hidden className="h-4 w-1 rounded-full bg-linear-to-b from-brand-500 to-cinnabar" />
        {children}
      </Tag>
      {action}
    </div>
  );
}
