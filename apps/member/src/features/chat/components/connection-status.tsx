import { cn } from '@/lib/cn';
import { useConnectionState } from '@/lib/realtime/realtime';

/** The socket's state in a chat header: 已连接 or 连接中... */
export function ConnectionStatus({ className }: { className?: string }) {
  const connected = useConnectionState() === 'connected';
  return (
    <span role="status" className={cn('inline-flex items-center gap-1.5', className)}>
      <span
        aria-hidden
        className={cn('size-1.5 rounded-full', connected ? 'bg-emerald-500' : 'animate-pulse bg-amber-500')}
      />
      {connected ? '已连接' : '连接中...'}
    </span>
  );
}
