import type { ReactNode } from 'react';
import { Skeleton } from './skeleton';

/** Placeholder rows while a list loads, each drawn by `children`; announced as `label`. */
export function TableSkeleton({
  label,
  rows,
  children,
}: {
  label: string;
  rows: number;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-label={label} className="divide-y divide-stone-100">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-4 px-4 py-4 sm:px-6">
          {children}
        </div>
      ))}
    </div>
  );
}

/** The placeholder of a person's avatar, name (`nameWidth` wide) and the line under it. */
export function SkeletonPerson({ nameWidth }: { nameWidth: string }) {
  return (
    <>
      <Skeleton className="size-10 shrink-0 rounded-full" />
      <div className="flex-1 space-y-2">
        <Skeleton className={`h-3.5 ${nameWidth}`} />
        <Skeleton className="h-3 w-20" />
      </div>
    </>
  );
}
