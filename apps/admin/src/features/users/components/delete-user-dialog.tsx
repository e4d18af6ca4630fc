import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { UserActions } from '../hooks/use-user-actions';

export function DeleteUserDialog({ actions }: { actions: UserActions }) {
  const target = actions.deleteTarget;
  return (
    <ConfirmDialog
      open={target !== null}
      title="删除会员"
      confirmLabel="确认删除"
      pending={actions.isDeleting}
      onConfirm={actions.confirmDelete}
      onCancel={actions.cancelDelete}
      description={
        target && (
          <>
            <p>
              确定要删除会员 <strong className="font-medium text-stone-900">{target.nickname}</strong>（
              {target.username}）吗？
            </p>
            <p className="mt-1 text-red-700">此操作不可恢复，该会员的账户与资料将被永久删除。</p>
          </>
        )
      }
    />
  );
}
