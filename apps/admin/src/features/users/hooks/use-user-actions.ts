import type { AdminUserRow } from '@taishan/contracts';
import { useMutationState } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { useDeleteUser } from '../api/delete-user';
import { type UpdateUserInput, updateUserMutationKey, useUpdateUser } from '../api/update-user';

/** The username the server refuses to delete; the console does not offer it. */
export const PROTECTED_USERNAME = 'admin';

export type UserActions = ReturnType<typeof useUserActions>;

export function useUserActions() {
  const updateUser = useUpdateUser();
  const deleteUser = useDeleteUser();
  const [deleteTarget, setDeleteTarget] = useState<AdminUserRow | null>(null);
  const togglingIds = useMutationState({
    filters: { mutationKey: updateUserMutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as UpdateUserInput | undefined)?.id,
  });

  const toggleVerified = (row: AdminUserRow) => {
    updateUser.mutate(
      { id: row.id, data: { isVerified: !row.isVerified } },
      {
        onSuccess: () => toast.success('已更新认证状态'),
        onError: (error) => toast.error('操作失败', { description: error.message }),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleteTarget) return;
    deleteUser.mutate(deleteTarget.id, {
      onSuccess: (reply) => toast.success(reply.message || '用户已删除'),
      onError: (error) => toast.error('操作失败', { description: error.message }),
      onSettled: () => setDeleteTarget(null),
    });
  };

  return {
    toggleVerified,
    isToggling: (id: string) => togglingIds.includes(id),
    canDelete: (row: AdminUserRow) => row.username !== PROTECTED_USERNAME,
    requestDelete: setDeleteTarget,
    cancelDelete: () => {
      if (!deleteUser.isPending) setDeleteTarget(null);
    },
    confirmDelete,
    deleteTarget,
    isDeleting: deleteUser.isPending,
  };
}
