import { Skeleton } from '@/components/ui/skeleton';
import { SkeletonPerson, TableSkeleton } from '@/components/ui/table-skeleton';

export function VerificationsSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <TableSkeleton label="正在加载认证申请" rows={rows}>
      <SkeletonPerson nameWidth="w-28" />
      <Skeleton className="hidden h-3.5 w-14 md:block" />
      <Skeleton className="hidden h-3.5 w-44 md:block" />
      <Skeleton className="hidden h-3.5 w-24 lg:block" />
      <Skeleton className="h-5 w-14 rounded-full" />
      <Skeleton className="hidden h-8 w-32 rounded-lg lg:block" />
    </TableSkeleton>
  );
}
