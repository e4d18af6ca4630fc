import { Monitor } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ToggleRow } from '@/components/ui/toggle-row';
import { cn } from '@/lib/cn';
import {
  type NotificationPermissionState,
  useNotificationPermission,
} from '../hooks/use-notification-permission';

const STATE: Record<NotificationPermissionState, { badge: string; description: string; tone: string }> = {
  granted: {
    badge: '浏览器已允许',
    description: '在此浏览器中弹出系统通知',
    tone: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-300',
  },
  default: {
    badge: '尚未允许',
    description: '浏览器还未允许泰山宫发送通知，开启时会询问您',
    tone: 'bg-surface-muted text-ink-muted',
  },
  denied: {
    badge: '浏览器已阻止',
    description: '浏览器已阻止通知：请在浏览器的网站设置中允许泰山宫发送通知',
    tone: 'bg-red-50 text-red-800 dark:bg-red-950/50 dark:text-red-300',
  },
  unsupported: {
    badge: '不支持',
    description: '此浏览器不支持桌面通知',
    tone: 'bg-surface-muted text-ink-muted',
  },
};

/**
 * 桌面通知 on this device, as it really stands: on only when the member wants it and the browser
 * allows it. The browser's answer (allowed, blocked, not asked yet) is shown beside the switch;
 * turning it on, or the 允许通知 button, asks the browser where it still may be asked.
 */
export function DesktopNotificationRow({
  wanted,
  onWantedChange,
}: {
  wanted: boolean;
  onWantedChange: (desktop: boolean) => void;
}) {
  const { permission, ask } = useNotificationPermission();
  const state = STATE[permission];

  const allow = async () => {
    const result = await ask();
    if (result === 'granted') onWantedChange(true);
    else if (result === 'denied')
      toast.warning('浏览器已阻止通知', { description: '请在浏览器设置中允许泰山宫发送通知' });
  };

  return (
    <div>
      <ToggleRow
        label="桌面通知"
        description={state.description}
        icon={<Monitor className="size-4" />}
        badge={
          <span className={cn('rounded-full px-2 py-0.5 text-[0.7rem] font-medium', state.tone)}>
            {state.badge}
          </span>
        }
        checked={wanted && permission === 'granted'}
        disabled={permission === 'denied' || permission === 'unsupported'}
        onCheckedChange={(desktop) => {
          if (!desktop) onWantedChange(false);
          else if (permission === 'granted') onWantedChange(true);
          else void allow();
        }}
      />
      {permission === 'default' && (
        <div className="-mt-1.5 pb-3 pl-12">
          <Button size="sm" variant="secondary" onClick={() => void allow()}>
            允许通知
          </Button>
        </div>
      )}
    </div>
  );
}
