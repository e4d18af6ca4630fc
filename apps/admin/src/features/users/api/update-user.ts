import { type AdminUserRow, type AdminUserUpdate, adminUserRow } from '@taishan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiRequest } from '@/lib/api-client';
import { usersQueryRoot } from './get-users';

export type UpdateUserInput = { id: string; data: AdminUserUpdate };

export function updateUser({ id, data }: UpdateUserInput): Promise<AdminUserRow> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: data,
    schema: adminUserRow,
  });
}

/** Lets each row see whether its own update is still running. */
export const updateUserMutationKey = ['admin', 'users', 'update'] as const;

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation<AdminUserRow, ApiError, UpdateUserInput>({
    mutationKey: updateUserMutationKey,
    mutationFn: updateUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryRoot }),
  });
}
