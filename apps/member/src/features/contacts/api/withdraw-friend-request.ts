import { type FriendReply, friendReply } from '@taishan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { errorMessage, UnauthorizedError } from '@/lib/api-error';
import { friendRequestsQueryRoot } from './get-friend-requests';

export function withdrawFriendRequest(id: string): Promise<FriendReply> {
  return apiRequest(`/api/friends/requests/${encodeURIComponent(id)}`, {
    schema: friendReply,
    method: 'DELETE',
  });
}

/** 撤回: the member takes back a request the other has not answered. */
export function useWithdrawFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawFriendRequest,
    onSuccess: (reply) => toast.success(reply.message),
    onError: (error) => {
      if (error instanceof UnauthorizedError) return;
      toast.error('撤回失败', { description: errorMessage(error, '无法撤回好友请求') });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: friendRequestsQueryRoot });
    },
  });
}
