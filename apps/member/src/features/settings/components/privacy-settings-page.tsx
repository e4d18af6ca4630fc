import {
  Clock,
  Eye,
  Mail,
  MessageSquareText,
  Smartphone,
  UserPlus,
  UserRound,
  UsersRound,
} from 'lucide-react';
import { Card, SectionTitle } from '@/components/ui/card';
import { type AccountToggle, AccountToggles } from './account-toggles';
import { WithSettings } from './settings-state';

/** The eight privacy toggles; the page's "onlineStatus" is stored as showOnlineStatus. */
const GROUPS: Array<{ title: string; toggles: AccountToggle<'privacy'>[] }> = [
  {
    title: '个人资料',
    toggles: [
      {
        key: 'profileVisible',
        label: '公开个人资料',
        description: '其他道友可以查看您的个人资料',
        icon: <UserRound className="size-4" />,
      },
      {
        key: 'showPhoneNumber',
        label: '显示手机号',
        description: '在个人资料中向其他道友展示手机号',
        icon: <Smartphone className="size-4" />,
      },
      {
        key: 'showEmail',
        label: '显示邮箱',
        description: '在个人资料中向其他道友展示邮箱',
        icon: <Mail className="size-4" />,
      },
    ],
  },
  {
    title: '在线状态',
    toggles: [
      {
        key: 'showOnlineStatus',
        label: '显示在线状态',
        description: '关闭后，道友将看不到您是否在线',
        icon: <Eye className="size-4" />,
      },
      {
        key: 'showLastSeen',
        label: '显示最后上线时间',
        description: '让道友知道您最近一次上线的时间',
        icon: <Clock className="size-4" />,
      },
    ],
  },
  {
    title: '社交互动',
    toggles: [
      {
        key: 'allowFriendRequests',
        label: '允许好友请求',
        description: '关闭后，其他道友无法向您发送好友请求',
        icon: <UserPlus className="size-4" />,
      },
      {
        key: 'allowGroupInvites',
        label: '允许群组邀请',
        description: '道友可以邀请您加入群组',
        icon: <UsersRound className="size-4" />,
      },
      {
        key: 'allowStrangerMessages',
        label: '允许陌生人消息',
        description: '非好友也可以给您发送私信',
        icon: <MessageSquareText className="size-4" />,
      },
    ],
  },
];

export function PrivacySettingsPage() {
  return (
    <div className="space-y-4">
      <p className="px-1 text-sm leading-relaxed text-ink-muted">
        隐私设置保存在您的账号中，换设备登录同样生效，并由服务器执行。
      </p>
      <WithSettings rows={8}>
        {(settings) =>
          GROUPS.map((group) => (
            <Card key={group.title} className="px-5 pt-4 pb-1">
              <SectionTitle>{group.title}</SectionTitle>
              <div className="mt-1 divide-y divide-line">
                <AccountToggles section="privacy" toggles={group.toggles} settings={settings} />
              </div>
            </Card>
          ))
        }
      </WithSettings>
    </div>
  );
}
