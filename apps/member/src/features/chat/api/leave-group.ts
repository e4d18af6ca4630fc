import { type MessageReply, messageReply } from '@taishan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { errorMessage, UnauthorizedError } from '@/lib/api-error';
import { conversationsQueryRoot } from './get-conversations';
import { messagesKey } from './get-messages';
import { roomQueryOptions } from './get-room';

export function leaveGroup(roomId: string): Promise<MessageReply> {
  return apiRequest(`/api/chats/${encodeURIComponent(roomId)}/members/me`, {
    schema: messageReply,
    method: 'DELETE',
  });
}

export function useLeaveGroup(roomId: string, { onLeft }: { onLeft: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveGroup(roomId),
    onSuccess: () => {
      toast.success('已退出群聊');
      onLeft();
      queryClient.removeQueries({ queryKey: roomQueryOptions(roomId).queryKey });
      queryClient.removeQueries({ queryKey: messagesKey({ kind: 'room', roomId }) });
      void queryClient.invalidateQueries({ queryKey: conversationsQueryRoot });
    },
    onError: (error) => {
      if (error instanceof UnauthorizedError) return;
      toast.error('退出失败', { description: errorMessage(error, '退出群聊失败，请重试') });
    },
  });
}
