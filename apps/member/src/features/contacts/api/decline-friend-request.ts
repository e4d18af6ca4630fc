import { type FriendReply, friendReply } from '@taishan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { errorMessage, UnauthorizedError } from '@/lib/api-error';
import { friendRequestsQueryRoot } from './get-friend-requests';

export function declineFriendRequest(id: string): Promise<FriendReply> {
  return apiRequest(`/api/friends/requests/${encodeURIComponent(id)}/decline`, {
    schema: friendReply,
    method: 'POST',
  });
}

/** 拒绝: the request leaves the list. */
export function useDeclineFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineFriendRequest,
    onSuccess: (reply) => toast.success(reply.message),
    onError: (error) => {
      if (error instanceof UnauthorizedError) return;
      toast.error('拒绝失败', { description: errorMessage(error, '无法拒绝好友请求') });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: friendRequestsQueryRoot });
    },
  });
}
