import type { Settings } from '@taishan/contracts';
import { BarChart3, Eye, Image, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { Card, SectionTitle } from '@/components/ui/card';
import { type AccountToggle, AccountToggles } from './account-toggles';

const TOGGLES: AccountToggle<'privacy'>[] = [
  {
    key: 'showOnlineStatus',
    label: '显示在线状态',
    description: '让道友看到您是否在线',
    icon: <Eye className="size-4" />,
  },
  {
    key: 'allowFriendRequests',
    label: '允许好友请求',
    description: '其他道友可以向您发送好友请求',
    icon: <UserPlus className="size-4" />,
  },
  {
    key: 'showProfilePicture',
    label: '显示头像',
    description: '向其他道友展示您的头像',
    icon: <Image className="size-4" />,
  },
  {
    key: 'dataCollection',
    label: '数据收集',
    description: '允许匿名使用统计，帮助改进泰山宫',
    icon: <BarChart3 className="size-4" />,
  },
];

export function PrivacySection({ settings }: { settings: Settings }) {
  const titleId = useId();
  return (
    <Card className="p-5">
      <section aria-labelledby={titleId}>
        <SectionTitle id={titleId}>隐私设置</SectionTitle>
        <div className="mt-2 divide-y divide-line">
          <AccountToggles section="privacy" toggles={TOGGLES} settings={settings} />
        </div>
      </section>
    </Card>
  );
}
