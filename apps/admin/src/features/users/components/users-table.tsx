import type { AdminUserRow } from '@taishan/contracts';
import { Avatar } from '@/components/ui/avatar';
import { formatDate } from '@/lib/format';
import type { UserActions } from '../hooks/use-user-actions';
import { UserActionButtons } from './user-actions';
import { OnlineStatus, RoleBadge, VerifiedBadge } from './user-badges';

const headers = ['会员', '邮箱', '角色', '认证', '状态', '加入时间'];

export function UsersTable({ users, actions }: { users: AdminUserRow[]; actions: UserActions }) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="border-b border-stone-200 bg-stone-50/80 text-xs font-medium text-stone-600">
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col" className="px-4 py-3 font-medium first:pl-6">
              {header}
            </th>
          ))}
          <th scope="col" className="px-4 py-3 pr-6 text-right font-medium">
            操作
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {users.map((row) => (
          <tr key={row.id} className="transition-colors hover:bg-brand-50/40">
            <td className="py-3 pr-4 pl-6">
              <div className="flex items-center gap-3">
                <Avatar src={row.avatar} alt="" />
                <div className="min-w-0">
                  <p className="truncate font-medium text-stone-900">{row.nickname}</p>
                  <p className="truncate text-xs text-stone-600">{row.username}</p>
                </div>
              </div>
            </td>
            <td className="max-w-56 truncate px-4 py-3 text-stone-600">
              {row.email ?? <span className="text-stone-500">未填写</span>}
            </td>
            <td className="px-4 py-3">
              <RoleBadge role={row.role} />
            </td>
            <td className="px-4 py-3">
              <VerifiedBadge verified={row.isVerified} />
            </td>
            <td className="px-4 py-3">
              <OnlineStatus online={row.isOnline} />
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-stone-600">{formatDate(row.createdAt)}</td>
            <td className="py-3 pr-6 pl-4">
              <UserActionButtons row={row} actions={actions} className="justify-end" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
