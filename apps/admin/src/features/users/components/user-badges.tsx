import type { AdminUserRow } from '@taishan/contracts';
import { BadgeCheck, Crown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

export function RoleBadge({ role }: { role: AdminUserRow['role'] }) {
  return role === 'admin' ? (
    <Badge tone="brand">
      <Crown aria-hidden className="size-3" />
      管理员
    </Badge>
  ) : (
    <Badge>普通会员</Badge>
  );
}

export function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge tone="success">
      <BadgeCheck aria-hidden className="size-3" />
      已认证
    </Badge>
  ) : (
    <Badge>未认证</Badge>
  );
}

export function OnlineStatus({ online }: { online: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 text-sm',
        online ? 'text-emerald-700' : 'text-stone-500',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'size-2 rounded-full',
          online ? 'bg-emerald-500 ring-3 ring-emerald-500/15' : 'bg-stone-300',
        )}
      />
      {online ? '在线' : '离线'}
    </span>
  );
}
