import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';

export function ConversationSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <ul aria-busy aria-label="加载会话中" className="space-y-1 px-1">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="flex items-center gap-3 px-3 py-3">
          <Skeleton className="size-12 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-2/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function LoadError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div className="px-6 py-10 text-center">
      <p className="font-medium text-ink">会话加载失败</p>
      <p className="mt-1 text-sm text-ink-muted">{errorMessage(error, '请检查网络后重试')}</p>
      <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry} pending={retrying}>
        <RefreshCw aria-hidden className="size-4" />
        重试
      </Button>
    </div>
  );
}
