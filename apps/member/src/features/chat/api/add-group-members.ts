import { type RoomDetail, roomDetail } from '@taishan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { errorMessage, UnauthorizedError } from '@/lib/api-error';
import { conversationsQueryRoot } from './get-conversations';
import { roomQueryOptions } from './get-room';

export function addGroupMembers(roomId: string, userIds: string[]): Promise<RoomDetail> {
  return apiRequest(`/api/chats/${encodeURIComponent(roomId)}/members`, {
    schema: roomDetail,
    method: 'POST',
    body: { userIds },
  });
}

export function useAddGroupMembers(roomId: string, { onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) => addGroupMembers(roomId, userIds),
    onSuccess: () => {
      toast.success('已添加成员');
      void queryClient.invalidateQueries({ queryKey: roomQueryOptions(roomId).queryKey });
      void queryClient.invalidateQueries({ queryKey: conversationsQueryRoot });
      onDone();
    },
    onError: (error) => {
      if (error instanceof UnauthorizedError) return;
      toast.error('添加失败', { description: errorMessage(error, '添加成员失败，请重试') });
    },
  });
}
