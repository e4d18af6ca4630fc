import { maskRealName, type VerificationView } from '@taishan/contracts';
import { BadgeCheck, Hourglass } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { useVerification } from '../api/get-verification';
import { VerificationForm } from './verification-form';

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2.5">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-sm font-medium text-ink tabular-nums">{value || '—'}</dd>
    </div>
  );
}

function StatusPanel({
  icon,
  title,
  text,
  record,
  onClose,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  record: VerificationView;
  onClose: () => void;
}) {
  const approved = record.status === 'approved';
  return (
    <div className="space-y-4">
      <div className="flex flex-col items-center text-center">
        <span
          aria-hidden
          className="flex size-14 items-center justify-center rounded-full bg-brand-50 dark:bg-brand-950/40"
        >
          {icon}
        </span>
        <p className="mt-3 font-serif text-lg font-semibold text-ink">{title}</p>
        <p className="mt-1 text-sm text-ink-muted">{text}</p>
      </div>
      <dl className="divide-y divide-line rounded-xl border border-line px-4">
        <Detail label="真实姓名" value={record.realName ? maskRealName(record.realName) : null} />
        <Detail label="手机号" value={record.phone} />
        {approved ? (
          <Detail label="认证时间" value={formatDate(record.verifiedAt)} />
        ) : (
          <Detail label="提交时间" value={formatDate(record.createdAt)} />
        )}
      </dl>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          知道了
        </Button>
      </div>
    </div>
  );
}

function VerificationContent({ onClose, onApproved }: { onClose: () => void; onApproved?: () => void }) {
  const verification = useVerification();
  const approved = verification.data?.status === 'approved';
  useEffect(() => {
    if (approved) onApproved?.();
  }, [approved, onApproved]);
  if (verification.isPending) {
    return (
      <div aria-busy className="space-y-3">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  if (verification.isError) {
    return (
      <EmptyState
        title="认证信息加载失败"
        hint={errorMessage(verification.error, '请检查网络连接后重试')}
        action={
          <Button variant="secondary" size="sm" onClick={() => void verification.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  const record = verification.data;
  switch (record.status) {
    case 'pending':
      return (
        <StatusPanel
          icon={<Hourglass className="size-7 text-brand-600" />}
          title="审核中"
          text="您的实名认证申请已提交，请耐心等待管理员审核"
          record={record}
          onClose={onClose}
        />
      );
    case 'approved':
      return (
        <StatusPanel
          icon={<BadgeCheck className="size-7 text-emerald-600" />}
          title="已完成实名认证"
          text="您的身份信息已通过审核"
          record={record}
          onClose={onClose}
        />
      );
    case 'rejected':
      return <VerificationForm rejected={record} onCancel={onClose} />;
    case 'none':
      return <VerificationForm onCancel={onClose} />;
  }
}

/** The form (none or rejected, with the reason), 审核中 when pending, details when approved. */
export function VerificationDialog({
  open,
  onClose,
  onApproved,
}: {
  open: boolean;
  onClose: () => void;
  /** An administrator's approval seen here: whoever shows a verified badge reads it again. */
  onApproved?: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="实名认证" description="依法实名，护持功德往来">
      <VerificationContent onClose={onClose} onApproved={onApproved} />
    </Dialog>
  );
}
