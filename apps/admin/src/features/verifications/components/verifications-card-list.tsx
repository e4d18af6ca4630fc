import type { AdminVerificationRow } from '@taishan/contracts';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';
import type { VerificationActions } from '../hooks/use-verification-actions';
import { IdCardValue } from './id-card-value';
import { ReviewButtons } from './review-buttons';
import {
  ApplicantInitial,
  ApplicantName,
  RejectionReason,
  VerificationStatusBadge,
} from './verification-badges';

type VerificationsCardListProps = { rows: AdminVerificationRow[]; actions: VerificationActions };

/** The phone layout of the review list: one card per application. */
export function VerificationsCardList({ rows, actions }: VerificationsCardListProps) {
  return (
    <ul className="divide-y divide-stone-100">
      {rows.map((row) => (
        <li key={row.id} className="px-4 py-4">
          <div className="flex items-start gap-3">
            <ApplicantInitial row={row} className="size-11" />
            <div className="min-w-0 flex-1">
              <ApplicantName row={row} />
            </div>
            <VerificationStatusBadge status={row.status} />
          </div>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-1.5 rounded-xl bg-stone-50 px-3.5 py-3 text-sm ring-1 ring-stone-200/70">
            <Item label="真实姓名">{row.realName}</Item>
            <Item label="身份证号">
              <IdCardValue row={row} />
            </Item>
            <Item label="手机号">
              <span className="tabular-nums">{row.phone}</span>
            </Item>
            <Item label="提交时间">
              <span className="tabular-nums">{formatDateTime(row.createdAt)}</span>
            </Item>
            {row.status !== 'pending' && (
              <Item label="审核时间">
                <span className="tabular-nums">{formatDateTime(row.reviewedAt ?? row.updatedAt)}</span>
              </Item>
            )}
          </dl>
          <RejectionReason reason={row.status === 'rejected' ? row.reason : null} />
          <ReviewButtons row={row} actions={actions} className="mt-3 justify-end" />
        </li>
      ))}
    </ul>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-xs text-stone-600">{label}</dt>
      <dd className="min-w-0 truncate text-stone-800">{children}</dd>
    </>
  );
}
