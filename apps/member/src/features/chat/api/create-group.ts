import { type CreateGroupBody, type RoomDetail, roomDetail } from '@taishan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { errorMessage, UnauthorizedError } from '@/lib/api-error';
import { conversationsQueryRoot } from './get-conversations';
import { roomQueryOptions } from './get-room';

export function createGroup(body: CreateGroupBody): Promise<RoomDetail> {
  return apiRequest('/api/chats/groups', { schema: roomDetail, method: 'POST', body });
}

export function useCreateGroup({ onCreated }: { onCreated: (room: RoomDetail) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: (room) => {
      queryClient.setQueryData(roomQueryOptions(room.id).queryKey, room);
      void queryClient.invalidateQueries({ queryKey: conversationsQueryRoot });
      toast.success('群聊已创建', { description: `「${room.name}」共${room.memberCount}位成员` });
      onCreated(room);
    },
    onError: (error) => {
      if (error instanceof UnauthorizedError) return;
      toast.error('创建失败', { description: errorMessage(error, '群聊创建失败，请重试') });
    },
  });
}
