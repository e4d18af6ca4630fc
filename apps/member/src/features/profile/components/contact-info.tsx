import type { User } from '@taishan/contracts';
import { CalendarDays, Mail, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, SectionTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';

function InfoRow({
  icon,
  label,
  value,
  empty,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  empty: boolean;
}) {
  return (
    <div className="flex items-center gap-3 py-3">
      <span
        aria-hidden
        className="flex size-9 items-center justify-center rounded-xl bg-surface-muted text-ink-muted"
      >
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs text-ink-faint">{label}</p>
        <p className={empty ? 'text-sm text-ink-faint' : 'truncate text-sm font-medium text-ink'}>{value}</p>
      </div>
    </div>
  );
}

export function ContactInfo({ user }: { user: User }) {
  return (
    <Card className="px-5 py-4">
      <SectionTitle>联系信息</SectionTitle>
      <div className="mt-1 divide-y divide-line">
        <InfoRow
          icon={<Mail className="size-4" />}
          label="邮箱"
          value={user.email || '未设置邮箱'}
          empty={!user.email}
        />
        <InfoRow
          icon={<Smartphone className="size-4" />}
          label="手机号"
          value={user.phone || '未绑定手机号'}
          empty={!user.phone}
        />
        <InfoRow
          icon={<CalendarDays className="size-4" />}
          label="加入时间"
          value={formatDate(user.createdAt) || '—'}
          empty={!user.createdAt}
        />
      </div>
    </Card>
  );
}
