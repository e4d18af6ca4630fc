import type { AdminUserRow } from '@taishan/contracts';
import { BadgeCheck, BadgeX, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { UserActions } from '../hooks/use-user-actions';

type UserActionButtonsProps = { row: AdminUserRow; actions: UserActions; className?: string };

export function UserActionButtons({ row, actions, className }: UserActionButtonsProps) {
  const toggling = actions.isToggling(row.id);
  return (
    <div className={cn('flex items-center gap-1.5', className)}>
      <Button
        size="sm"
        variant="secondary"
        pending={toggling}
        onClick={() => actions.toggleVerified(row)}
        aria-label={`${row.isVerified ? '取消认证' : '认证'} ${row.username}`}
        className={row.isVerified ? '' : 'text-brand-800'}
      >
        {!toggling &&
          (row.isVerified ? (
            <BadgeX aria-hidden className="size-4 text-stone-500" />
          ) : (
            <BadgeCheck aria-hidden className="size-4 text-brand-600" />
          ))}
        {row.isVerified ? '取消认证' : '认证'}
      </Button>
      {actions.canDelete(row) ? (
        <Button
          size="icon"
          variant="ghost"
          onClick={() => actions.requestDelete(row)}
          aria-label={`删除 ${row.username}`}
          title="删除会员"
          className="size-8 text-stone-500 hover:bg-red-50 hover:text-red-600"
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      ) : (
        // Keeps the verify buttons aligned on rows that cannot be deleted.
        <span aria-hidden className="size-8" />
      )}
    </div>
  );
}
