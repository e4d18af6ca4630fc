import type { AdminVerificationRow } from '@taishan/contracts';
import { Check, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { applicantName, type VerificationActions } from '../hooks/use-verification-actions';

type ReviewButtonsProps = { row: AdminVerificationRow; actions: VerificationActions; className?: string };

/** Only pending applications can be decided. */
export function ReviewButtons({ row, actions, className }: ReviewButtonsProps) {
  if (row.status !== 'pending') return null;
  const reviewing = actions.isReviewing(row.id);
  const name = applicantName(row);
  return (
    <div className={cn('flex items-center gap-1.5', className)}>
      <Button
        size="sm"
        variant="secondary"
        disabled={reviewing}
        onClick={() => actions.requestReject(row)}
        aria-label={`拒绝 ${name}`}
        className="hover:border-red-300 hover:bg-red-50 hover:text-red-700"
      >
        <X aria-hidden className="size-4" />
        拒绝
      </Button>
      <Button size="sm" pending={reviewing} onClick={() => actions.approve(row)} aria-label={`通过 ${name}`}>
        {!reviewing && <Check aria-hidden className="size-4" />}
        通过
      </Button>
    </div>
  );
}
