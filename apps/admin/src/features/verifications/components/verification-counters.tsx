import type { VerificationCounts } from '@taishan/contracts';
import { BadgeCheck, Clock, XCircle } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import { formatCount } from '@/lib/format';

/** Undefined counts (still loading) show skeletons in the numbers' place. */
export function VerificationCounters({ counts }: { counts: VerificationCounts | undefined }) {
  return (
    <div className="mb-5 grid grid-cols-3 gap-3 sm:mb-6 sm:gap-4">
      <StatCard label="待审核" value={counts && formatCount(counts.pending)} icon={Clock} tone="brand" />
      <StatCard
        label="已通过"
        value={counts && formatCount(counts.approved)}
        icon={BadgeCheck}
        tone="success"
      />
      <StatCard label="已拒绝" value={counts && formatCount(counts.rejected)} icon={XCircle} tone="danger" />
    </div>
  );
}
