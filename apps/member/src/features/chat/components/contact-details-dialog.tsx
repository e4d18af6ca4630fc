import type { PublicUser } from '@taishan/contracts';
import { CalendarDays, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Dialog } from '@/components/ui/dialog';
import { UserAvatar } from '@/components/ui/user-avatar';
import { formatDate } from '@/lib/format';

function Row({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-3 py-2.5">
      <span
        aria-hidden
        className="flex size-8 items-center justify-center rounded-lg bg-surface-muted text-ink-muted"
      >
        {icon}
      </span>
      <span className="w-14 text-xs text-ink-faint">{label}</span>
      <span className="min-w-0 flex-1 truncate text-sm text-ink">{value}</span>
    </div>
  );
}

/** What the contact lets others see (their privacy settings decide which fields are filled). */
export function ContactDetailsDialog({
  user,
  online,
  open,
  onClose,
}: {
  user: PublicUser | undefined;
  online: boolean | null;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="道友资料">
      {user && (
        <div>
          <div className="flex flex-col items-center text-center">
            <UserAvatar
              src={user.avatar ?? user.profileImageUrl}
              name={user.nickname}
              className="size-20 text-3xl"
            />
            <p className="mt-3 font-serif text-xl font-semibold text-ink">{user.nickname}</p>
            <p className="text-sm text-ink-muted">@{user.username}</p>
            <div className="mt-2 flex gap-2">
              {online !== null && (
                <Badge tone={online ? 'green' : 'neutral'}>{online ? '在线' : '离线'}</Badge>
              )}
              {user.isVerified && <Badge>已实名</Badge>}
            </div>
            {user.bio && <p className="mt-3 max-w-xs text-sm leading-relaxed text-ink-muted">{user.bio}</p>}
          </div>
          <div className="mt-4 divide-y divide-line border-t border-line">
            {user.email && <Row icon={<Mail className="size-4" />} label="邮箱" value={user.email} />}
            {user.phone && <Row icon={<Phone className="size-4" />} label="手机号" value={user.phone} />}
            {user.createdAt && (
              <Row
                icon={<CalendarDays className="size-4" />}
                label="加入时间"
                value={formatDate(user.createdAt)}
              />
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
