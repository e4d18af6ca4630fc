import { Skeleton } from '@/components/ui/skeleton';
import { SkeletonPerson, TableSkeleton } from '@/components/ui/table-skeleton';

export function UsersSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <TableSkeleton label="正在加载会员" rows={rows}>
      <SkeletonPerson nameWidth="w-32" />
      <Skeleton className="hidden h-3.5 w-40 md:block" />
      <Skeleton className="hidden h-5 w-16 rounded-full md:block" />
      <Skeleton className="h-5 w-14 rounded-full" />
      <Skeleton className="hidden h-8 w-24 rounded-lg lg:block" />
    </TableSkeleton>
  );
}
