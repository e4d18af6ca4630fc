import type { AdminVerificationRow } from '@taishan/contracts';
import { formatDateTime } from '@/lib/format';
import type { VerificationTab } from '../api/get-verifications';
import type { VerificationActions } from '../hooks/use-verification-actions';
import { IdCardValue } from './id-card-value';
import { ReviewButtons } from './review-buttons';
import {
  ApplicantInitial,
  ApplicantName,
  RejectionReason,
  VerificationStatusBadge,
} from './verification-badges';

type VerificationsTableProps = {
  rows: AdminVerificationRow[];
  tab: VerificationTab;
  actions: VerificationActions;
};

const headers = ['申请人', '真实姓名', '身份证号', '手机号', '提交时间'];

export function VerificationsTable({ rows, tab, actions }: VerificationsTableProps) {
  const pending = tab === 'pending';
  return (
    <table className="w-full text-left text-sm">
      <thead className="border-b border-stone-200 bg-stone-50/80 text-xs font-medium whitespace-nowrap text-stone-600">
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col" className="px-4 py-3 font-medium first:pl-6">
              {header}
            </th>
          ))}
          <th scope="col" className={pending ? 'px-4 py-3 font-medium' : 'px-4 py-3 pr-6 font-medium'}>
            状态
          </th>
          {pending && (
            <th scope="col" className="px-4 py-3 pr-6 text-right font-medium">
              操作
            </th>
          )}
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {rows.map((row) => (
          <tr key={row.id} className="align-top transition-colors hover:bg-brand-50/40">
            <td className="py-3 pr-4 pl-6">
              <div className="flex items-center gap-3">
                <ApplicantInitial row={row} />
                <ApplicantName row={row} />
              </div>
            </td>
            <td className="px-4 py-3 pt-5 whitespace-nowrap text-stone-800">{row.realName}</td>
            <td className="px-4 py-3 pt-4.5">
              <IdCardValue row={row} />
            </td>
            <td className="px-4 py-3 pt-5 whitespace-nowrap text-stone-600 tabular-nums">{row.phone}</td>
            <td className="px-4 py-3 pt-5 whitespace-nowrap text-stone-600 tabular-nums">
              {formatDateTime(row.createdAt)}
            </td>
            <td className={pending ? 'px-4 py-3 pt-4.5' : 'w-72 py-3 pt-4.5 pr-6 pl-4'}>
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <VerificationStatusBadge status={row.status} />
                {!pending && (
                  <span className="text-xs whitespace-nowrap text-stone-500 tabular-nums">
                    {formatDateTime(row.reviewedAt ?? row.updatedAt)} 审核
                  </span>
                )}
              </div>
              <RejectionReason reason={row.status === 'rejected' ? row.reason : null} />
            </td>
            {pending && (
              <td className="py-3 pt-4 pr-6 pl-4">
                <ReviewButtons row={row} actions={actions} className="justify-end" />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
