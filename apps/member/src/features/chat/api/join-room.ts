import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { errorMessage, UnauthorizedError } from '@/lib/api-error';
import { conversationsQueryOptions } from './get-conversations';
import { publicRoomsQueryOptions } from './get-public-rooms';

export function joinRoom(roomId: string): Promise<unknown> {
  return apiRequest(`/api/chats/${encodeURIComponent(roomId)}/join`, { method: 'POST' });
}

export function useJoinRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roomId }: { roomId: string; name: string }) => joinRoom(roomId),
    onSuccess: (_reply, { roomId, name }) => {
      toast.success('加入成功', { description: `已加入「${name}」` });
      void queryClient.invalidateQueries({ queryKey: conversationsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: publicRoomsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: ['chats', 'room', roomId] });
    },
    onError: (error) => {
      if (error instanceof UnauthorizedError) return;
      toast.error('加入失败', { description: errorMessage(error, '无法加入该群组，请重试') });
    },
  });
}
