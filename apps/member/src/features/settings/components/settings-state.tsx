import type { Settings } from '@taishan/contracts';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton, SkeletonRow } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useSettings } from '../api/get-settings';

export function SettingsSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Card className="space-y-5 p-5" aria-busy>
      <Skeleton className="h-5 w-28" />
      {Array.from({ length: rows }, (_, i) => (
        <SkeletonRow
          key={i}
          picture="size-9 rounded-xl"
          lines={['h-4 w-32', 'h-3 w-48']}
          end="h-7 w-12 rounded-full"
        />
      ))}
    </Card>
  );
}

/**
 * Renders `children` with the stored settings once they are loaded (read again from the server as
 * the screen opens); a skeleton or a retry before.
 */
export function WithSettings({
  children,
  rows,
}: {
  children: (settings: Settings) => ReactNode;
  rows?: number;
}) {
  const query = useSettings({ fresh: true });
  if (query.isPending) return <SettingsSkeleton rows={rows} />;
  if (query.isError) {
    return (
      <Card className="p-6 text-center">
        <p className="font-medium text-ink">设置加载失败</p>
        <p className="mt-1 text-sm text-ink-muted">{errorMessage(query.error, '请检查网络后重试')}</p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-4"
          onClick={() => void query.refetch()}
          pending={query.isFetching}
        >
          <RefreshCw aria-hidden className="size-4" />
          重试
        </Button>
      </Card>
    );
  }
  return <>{children(query.data)}</>;
}
