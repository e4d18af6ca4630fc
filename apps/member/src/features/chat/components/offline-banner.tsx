import { Wifi, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { useConnectionState } from '@/lib/realtime/realtime';
import { useOnline } from '../hooks/use-online';

/** How long 已恢复连接 stays after the connection is back. */
const BACK_ONLINE_MS = 4000;

type Phase = 'online' | 'offline' | 'reconnecting' | 'back';

const TEXT: Record<Exclude<Phase, 'online'>, string> = {
  offline: '网络已断开，当前处于离线状态。新消息会先保存在本机，恢复网络后自动发送',
  reconnecting: '网络已恢复，正在重新连接...',
  back: '已恢复连接',
};

/**
 * A strip over every signed-in page while the device is offline, then while it reconnects, and
 * for a moment once it is back. Its live region is always there, so screen readers hear each
 * change.
 */
export function OfflineBanner() {
  const online = useOnline();
  const connected = useConnectionState() === 'connected';
  const [phase, setPhase] = useState<Phase>(online ? 'online' : 'offline');

  useEffect(() => {
    if (!online) setPhase('offline');
    else
      setPhase((p) => (p === 'offline' || p === 'reconnecting' ? (connected ? 'back' : 'reconnecting') : p));
  }, [online, connected]);

  useEffect(() => {
    if (phase !== 'back') return;
    const timer = setTimeout(() => setPhase('online'), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const Icon = phase === 'offline' ? WifiOff : Wifi;
  return (
    <div role="status">
      {phase !== 'online' && (
        <p
          className={cn(
            'flex items-center justify-center gap-2 px-4 pt-[calc(0.5rem+env(safe-area-inset-top))] pb-2 text-center text-sm font-medium',
            phase === 'back'
              ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'
              : 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
          )}
        >
          <Icon aria-hidden className="size-4 shrink-0" />
          {TEXT[phase]}
        </p>
      )}
    </div>
  );
}
