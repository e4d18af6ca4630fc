import { Skeleton } from '@/components/ui/skeleton';
import { TableSkeleton } from '@/components/ui/table-skeleton';

export function TransactionsSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <TableSkeleton label="正在加载交易记录" rows={rows}>
      <Skeleton className="size-9 shrink-0 rounded-full" />
      <Skeleton className="h-3.5 w-28" />
      <div className="flex-1" />
      <Skeleton className="hidden h-3.5 w-16 md:block" />
      <Skeleton className="h-3.5 w-20" />
      <Skeleton className="hidden h-5 w-14 rounded-full md:block" />
      <Skeleton className="hidden h-3.5 w-32 lg:block" />
    </TableSkeleton>
  );
}
