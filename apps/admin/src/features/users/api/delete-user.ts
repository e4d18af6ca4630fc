import { type MessageReply, messageReply } from '@taishan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiRequest } from '@/lib/api-client';
import { usersQueryRoot } from './get-users';

export function deleteUser(id: string): Promise<MessageReply> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE', schema: messageReply });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation<MessageReply, ApiError, string>({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryRoot }),
  });
}
