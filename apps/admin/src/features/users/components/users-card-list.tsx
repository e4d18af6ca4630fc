import type { AdminUserRow } from '@taishan/contracts';
import { CalendarDays, Mail } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { formatDate } from '@/lib/format';
import type { UserActions } from '../hooks/use-user-actions';
import { UserActionButtons } from './user-actions';
import { OnlineStatus, RoleBadge, VerifiedBadge } from './user-badges';

/** The phone layout of the members list: one card per member. */
export function UsersCardList({ users, actions }: { users: AdminUserRow[]; actions: UserActions }) {
  return (
    <ul className="divide-y divide-stone-100">
      {users.map((row) => (
        <li key={row.id} className="flex gap-3 px-4 py-3.5">
          <Avatar src={row.avatar} alt="" className="size-11" />
          <div className="min-w-0 flex-1">
            <div className="flex items-center gap-2">
              <p className="truncate font-medium text-stone-900">{row.nickname}</p>
              <RoleBadge role={row.role} />
            </div>
            <div className="mt-0.5 flex flex-wrap items-center gap-x-2.5 gap-y-1">
              <span className="truncate text-xs text-stone-600">{row.username}</span>
              <VerifiedBadge verified={row.isVerified} />
              <OnlineStatus online={row.isOnline} />
            </div>
            <p className="mt-2 flex min-w-0 items-center gap-1.5 text-xs text-stone-600">
              <Mail aria-label="邮箱" className="size-3.5 shrink-0" />
              <span className="truncate">{row.email ?? '未填写'}</span>
            </p>
            <div className="mt-1 flex items-center justify-between gap-2">
              <p className="flex items-center gap-1.5 text-xs whitespace-nowrap text-stone-600">
                <CalendarDays aria-label="加入时间" className="size-3.5 shrink-0" />
                {formatDate(row.createdAt)} 加入
              </p>
              <UserActionButtons row={row} actions={actions} className="-mr-1" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
