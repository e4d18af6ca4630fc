import type { Settings } from '@taishan/contracts';
import { Bell, BellRing, Megaphone, PhoneCall, Vibrate, Volume2 } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { Card, SectionTitle } from '@/components/ui/card';
import { ToggleRow } from '@/components/ui/toggle-row';
import { useLocalNotificationSettings } from '../hooks/use-local-notification-settings';
import { type AccountToggle, AccountToggles } from './account-toggles';
import { DesktopNotificationRow } from './desktop-notification-row';

const ACCOUNT_TOGGLES: AccountToggle<'notifications'>[] = [
  {
    key: 'messageNotifications',
    label: '消息通知',
    description: '新的私信与聊天室消息',
    icon: <Bell className="size-4" />,
  },
  {
    key: 'callNotifications',
    label: '通话通知',
    description: '语音与视频来电',
    icon: <PhoneCall className="size-4" />,
  },
  {
    key: 'systemUpdates',
    label: '系统更新通知',
    description: '宫观公告与功能更新',
    icon: <Megaphone className="size-4" />,
  },
  {
    key: 'soundEnabled',
    label: '声音提醒',
    description: '收到通知时播放提示音',
    icon: <Volume2 className="size-4" />,
  },
  {
    key: 'vibrationEnabled',
    label: '振动提醒',
    description: '收到通知时振动',
    icon: <Vibrate className="size-4" />,
  },
];

/** Account-wide notification flags (stored on the server) and this device's own preferences. */
export function NotificationSection({ settings }: { settings: Settings }) {
  const [local, updateLocal] = useLocalNotificationSettings();
  const volumeId = useId();
  const titleId = useId();

  return (
    <Card className="p-5">
      <section aria-labelledby={titleId}>
        <SectionTitle id={titleId}>通知设置</SectionTitle>
        <div className="mt-2 divide-y divide-line">
          <AccountToggles section="notifications" toggles={ACCOUNT_TOGGLES} settings={settings} />
        </div>

        <h3 className="mt-5 mb-1 text-xs font-medium tracking-widest text-ink-faint">本设备</h3>
        <div className="divide-y divide-line">
          <DesktopNotificationRow
            wanted={local.desktop}
            onWantedChange={(desktop) => updateLocal({ desktop })}
          />
          <ToggleRow
            label="本机提示音"
            description="在此设备上播放新消息提示音"
            icon={<BellRing className="size-4" />}
            checked={local.sound}
            onCheckedChange={(sound) => updateLocal({ sound })}
          />
          <ToggleRow
            label="本机振动"
            description="支持振动的手机上生效"
            icon={<Vibrate className="size-4" />}
            checked={local.vibration}
            onCheckedChange={(vibration) => updateLocal({ vibration })}
          />
          <div className="flex items-center gap-3 py-3.5">
            <label htmlFor={volumeId} className="w-20 shrink-0 text-[0.95rem] font-medium text-ink">
              提示音量
            </label>
            <input
              id={volumeId}
              type="range"
              min={0}
              max={1}
              step={0.05}
              value={local.volume}
              disabled={!local.sound}
              aria-valuetext={`${Math.round(local.volume * 100)}%`}
              onChange={(e) => updateLocal({ volume: Number(e.target.value) }, { silent: true })}
              onPointerUp={() => toast.success('设置已保存', { id: 'settings-saved' })}
              className="h-2 flex-1 cursor-pointer accent-brand-600 disabled:opacity-40"
            />
            <span className="w-10 text-right text-sm tabular-nums text-ink-muted">
              {Math.round(local.volume * 100)}%
            </span>
          </div>
        </div>
      </section>
    </Card>
  );
}
