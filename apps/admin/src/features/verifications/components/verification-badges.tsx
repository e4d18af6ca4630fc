import type { AdminVerificationRow } from '@taishan/contracts';
import { BadgeCheck, Clock, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { applicantName } from '../hooks/use-verification-actions';

export function VerificationStatusBadge({ status }: { status: AdminVerificationRow['status'] }) {
  if (status === 'approved')
    return (
      <Badge tone="success">
        <BadgeCheck aria-hidden className="size-3" />
        已通过
      </Badge>
    );
  if (status === 'rejected')
    return (
      <Badge tone="danger">
        <XCircle aria-hidden className="size-3" />
        已拒绝
      </Badge>
    );
  return (
    <Badge tone="warning">
      <Clock aria-hidden className="size-3" />
      待审核
    </Badge>
  );
}

/** Applications carry no picture: the member's initial stands in. */
export function ApplicantInitial({ row, className }: { row: AdminVerificationRow; className?: string }) {
  const name = row.nickname ?? row.realName;
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800 ring-1 ring-brand-200/70',
        className,
      )}
    >
      {name.slice(0, 1)}
    </span>
  );
}

export function ApplicantName({ row }: { row: AdminVerificationRow }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-medium text-stone-900">{row.nickname ?? applicantName(row)}</p>
      <p className="truncate text-xs text-stone-600">{row.username ?? '会员资料同步中'}</p>
    </div>
  );
}

export function RejectionReason({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <p className="mt-1.5 text-xs leading-5 break-words text-red-700">
      <span className="font-medium">拒绝原因：</span>
      {reason}
    </p>
  );
}
