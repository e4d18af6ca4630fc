import { type RoomDetail, roomDetail } from '@taishan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { errorMessage, UnauthorizedError } from '@/lib/api-error';
import { conversationsQueryRoot } from './get-conversations';
import { publicRoomsQueryRoot } from './get-public-rooms';
import { roomQueryOptions } from './get-room';

export function joinRoom(roomId: string): Promise<RoomDetail> {
  return apiRequest(`/api/chats/${encodeURIComponent(roomId)}/join`, { schema: roomDetail, method: 'POST' });
}

export function useJoinRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roomId }: { roomId: string; name: string }) => joinRoom(roomId),
    onSuccess: (_reply, { roomId, name }) => {
      toast.success('加入成功', { description: `已加入「${name}」` });
      void queryClient.invalidateQueries({ queryKey: conversationsQueryRoot });
      void queryClient.invalidateQueries({ queryKey: publicRoomsQueryRoot });
      void queryClient.invalidateQueries({ queryKey: roomQueryOptions(roomId).queryKey });
    },
    onError: (error) => {
      if (error instanceof UnauthorizedError) return;
      toast.error('加入失败', { description: errorMessage(error, '无法加入该群组，请重试') });
    },
  });
}
