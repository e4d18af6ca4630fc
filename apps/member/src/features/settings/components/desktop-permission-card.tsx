import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useNotificationPermission } from '../hooks/use-notification-permission';

/**
 * Browsers only show desktop notifications once the member allows them. Asking here, on a button
 * they pressed, is the polite way (a prompt out of nowhere on the first message is easily refused).
 */
export function DesktopPermissionCard() {
  const { permission, ask: askBrowser } = useNotificationPermission();
  const [asking, setAsking] = useState(false);
  if (permission === 'granted' || permission === 'unsupported') return null;

  const ask = async () => {
    setAsking(true);
    try {
      const result = await askBrowser();
      if (result === 'granted') toast.success('桌面通知已开启');
      else if (result === 'denied')
        toast.warning('浏览器已阻止通知', { description: '请在浏览器设置中允许泰山宫发送通知' });
    } finally {
      setAsking(false);
    }
  };

  return (
    <Card className="flex items-center gap-4 p-4">
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950/50 dark:text-brand-300"
      >
        <MonitorSmartphone className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">
          {permission === 'denied' ? '浏览器已阻止通知' : '开启桌面通知'}
        </p>
        <p className="text-xs leading-relaxed text-ink-muted">
          {permission === 'denied'
            ? '如需在收到消息时弹出提醒，请在浏览器的网站设置中允许通知'
            : '允许浏览器通知，新消息到达时即使不在聊天页面也能及时看到'}
        </p>
      </div>
      {permission === 'default' && (
        <Button size="sm" pending={asking} onClick={() => void ask()} className="shrink-0">
          允许通知
        </Button>
      )}
    </Card>
  );
}
