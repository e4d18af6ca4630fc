import {
  Bell,
  BellOff,
  BellRing,
  MessageCircle,
  MoonStar,
  PhoneCall,
  UsersRound,
  Vibrate,
  Volume2,
} from 'lucide-react';
import { Card, SectionTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { type AccountToggle, AccountToggles } from './account-toggles';
import { DesktopPermissionCard } from './desktop-permission-card';
import { WithSettings } from './settings-state';

const GROUPS: Array<{ title: string; toggles: AccountToggle<'notifications'>[] }> = [
  {
    title: '通知类型',
    toggles: [
      {
        key: 'pushNotifications',
        label: '推送通知',
        description: '接收泰山宫的所有推送通知',
        icon: <BellRing className="size-4" />,
        important: true,
      },
      {
        key: 'messageNotifications',
        label: '消息通知',
        description: '新的私信与聊天室消息',
        icon: <MessageCircle className="size-4" />,
      },
      {
        key: 'callNotifications',
        label: '通话通知',
        description: '语音与视频来电',
        icon: <PhoneCall className="size-4" />,
      },
      {
        key: 'groupNotifications',
        label: '群组通知',
        description: '群组消息与入群邀请',
        icon: <UsersRound className="size-4" />,
      },
    ],
  },
  {
    title: '提醒方式',
    toggles: [
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
    ],
  },
  {
    title: '免打扰',
    toggles: [
      {
        key: 'doNotDisturb',
        label: '勿扰模式',
        description: '暂停所有通知提醒',
        icon: <BellOff className="size-4" />,
      },
      {
        key: 'nightMode',
        label: '夜间模式',
        description: '22:00-08:00 静音',
        icon: <MoonStar className="size-4" />,
      },
    ],
  },
];

function StatusCard({ quiet, nightMode }: { quiet: boolean; nightMode: boolean }) {
  return (
    <Card
      className={cn(
        'flex items-center gap-4 p-5',
        quiet
          ? 'bg-linear-to-br from-stone-100 to-stone-200 dark:from-stone-800 dark:to-stone-900'
          : 'bg-linear-to-br from-brand-50 to-surface',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'flex size-12 items-center justify-center rounded-2xl text-white shadow-sm',
          quiet ? 'bg-stone-500' : 'bg-linear-to-br from-brand-500 to-brand-700',
        )}
      >
        {quiet ? <BellOff className="size-6" /> : <Bell className="size-6" />}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs text-ink-muted">当前状态</p>
        <p className="font-serif text-xl font-semibold text-ink">{quiet ? '勿扰中' : '正常'}</p>
        <p className="text-xs text-ink-muted">
          {quiet ? '通知已暂停，不会打扰您的清修' : '通知将按您的设置正常提醒'}
        </p>
        {nightMode && <p className="mt-0.5 text-xs text-brand-800 dark:text-brand-300">夜间静音已开启</p>}
      </div>
    </Card>
  );
}

export function NotificationSettingsPage() {
  return (
    <WithSettings rows={8}>
      {(settings) => (
        <div className="space-y-4">
          <StatusCard
            quiet={settings.notifications.doNotDisturb}
            nightMode={settings.notifications.nightMode}
          />
          <DesktopPermissionCard />
          {GROUPS.map((group) => (
            <Card key={group.title} className="px-5 pt-4 pb-1">
              <SectionTitle>{group.title}</SectionTitle>
              <div className="mt-1 divide-y divide-line">
                <AccountToggles section="notifications" toggles={group.toggles} settings={settings} />
              </div>
            </Card>
          ))}
        </div>
      )}
    </WithSettings>
  );
}
