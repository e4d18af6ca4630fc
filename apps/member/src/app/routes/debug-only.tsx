import { type ReactNode, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useAppConfig } from '@/lib/app-config';
import { NotFoundRoute } from './not-found';

/**
 * The debug pages exist in development (vite dev) and in the demo (the gateway runs with
 * DEMO_SEED=true and says `demo: true`); anywhere else their paths are simply not found. One build
 * serves both, so the pages are lazy chunks (`children` is a React.lazy page) that a production
 * browser never downloads.
 */
export function DebugOnly({ children }: { children: ReactNode }) {
  const config = useAppConfig();
  if (!import.meta.env.DEV && config.isPending) return <Loading />;
  if (!import.meta.env.DEV && !config.data?.demo) return <NotFoundRoute />;
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

function Loading() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-ink-muted">
      <Spinner />
      加载中...
    </p>
  );
}
