import { cn } from '@/lib/cn';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-lg bg-surface-muted', className)} />;
}

/**
 * A placeholder list row: a picture, a line with a longer one under it, and maybe something at the
 * end (a button, an amount). Each part's classes give its size and shape.
 */
export function SkeletonRow({
  as: Row = 'div',
  className,
  picture,
  lines: [first, second],
  spacing = 'space-y-2',
  end,
}: {
  as?: 'div' | 'li';
  className?: string;
  picture: string;
  lines: [string, string];
  spacing?: string;
  end?: string;
}) {
  return (
    <Row className={cn('flex items-center gap-3', className)}>
      <Skeleton className={picture} />
      <div className={cn('flex-1', spacing)}>
        <Skeleton className={first} />
        <Skeleton className={second} />
      </div>
      {end && <Skeleton className={end} />}
    </Row>
  );
}
