import type { AdminUserRow } from '@taishan/contracts';
import { CalendarDays, Mail } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { formatDate } from '../../../lib/format';
import type { UserActions } from '../hooks/use-user-actions';
import { UserActionButtons } from './user-actions';
import { OnlineStatus, RoleBadge, VerifiedBadge } from './user-badges';

/** The phone layout of the members list: one card per member. */
export function UsersCardList({ users, actions }: { users: AdminUserRow[]; actions: UserActions }) {
  return (
    <ul className="divide-y divide-stone-100">
      {users.map((row) => (
        <li key={row.id} className="px-4 py-4">
          <div className="flex items-start gap-3">
            <Avatar src={row.avatar} alt="" className="size-11" />
            <div className="min-w-0 flex-1">
              <div className="flex items-center gap-2">
                <p className="truncate font-medium text-stone-900">{row.nickname}</p>
                <RoleBadge role={row.role} />
              </div>
              <p className="truncate text-xs text-stone-500">{row.username}</p>
              <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5">
                <VerifiedBadge verified={row.isVerified} />
                <OnlineStatus online={row.isOnline} />
              </div>
            </div>
          </div>
          <dl className="mt-3 space-y-1 pl-14 text-xs text-stone-500">
            <div className="flex items-center gap-1.5">
              <dt>
                <Mail aria-label="邮箱" className="size-3.5" />
              </dt>
              <dd className="truncate">{row.email ?? '未填写'}</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt>
                <CalendarDays aria-label="加入时间" className="size-3.5" />
              </dt>
              <dd>{formatDate(row.createdAt)} 加入</dd>
            </div>
          </dl>
          <UserActionButtons row={row} actions={actions} className="mt-3 justify-end" />
        </li>
      ))}
    </ul>
  );
}
