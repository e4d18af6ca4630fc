import { Skeleton } from '@/components/ui/skeleton';

export function VerificationsSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div role="status" aria-label="正在加载认证申请" className="divide-y divide-stone-100">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-4 px-4 py-4 sm:px-6">
          <Skeleton className="size-10 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3.5 w-28" />
            <Skeleton className="h-3 w-20" />
          </div>
          <Skeleton className="hidden h-3.5 w-14 md:block" />
          <Skeleton className="hidden h-3.5 w-44 md:block" />
          <Skeleton className="hidden h-3.5 w-24 lg:block" />
          <Skeleton className="h-5 w-14 rounded-full" />
          <Skeleton className="hidden h-8 w-32 rounded-lg lg:block" />
        </div>
      ))}
    </div>
  );
}
