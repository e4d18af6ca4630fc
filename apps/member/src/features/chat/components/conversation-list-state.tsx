import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SkeletonRow } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';

export function ConversationSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <ul aria-busy aria-label="加载会话中" className="space-y-1 px-1">
      {Array.from({ length: rows }, (_, i) => (
        <SkeletonRow
          key={i}
          as="li"
          className="px-3 py-3"
          picture="size-12 rounded-full"
          lines={['h-4 w-1/3', 'h-3 w-2/3']}
        />
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
