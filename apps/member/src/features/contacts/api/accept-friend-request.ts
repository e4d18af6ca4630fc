import { type FriendReply, friendReply } from '@taishan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { errorMessage, UnauthorizedError } from '@/lib/api-error';
import { friendRequestsQueryRoot } from './get-friend-requests';
import { friendsQueryRoot } from './get-friends';

export function acceptFriendRequest(id: string): Promise<FriendReply> {
  return apiRequest(`/api/friends/requests/${encodeURIComponent(id)}/accept`, {
    schema: friendReply,
    method: 'POST',
  });
}

/** 接受: the asker becomes a friend; the requests and the friends list refetch either way. */
export function useAcceptFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptFriendRequest,
    onSuccess: (reply) => toast.success(reply.message),
    onError: (error) => {
      if (error instanceof UnauthorizedError) return;
      toast.error('接受失败', { description: errorMessage(error, '无法接受好友请求') });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: friendRequestsQueryRoot });
      void queryClient.invalidateQueries({ queryKey: friendsQueryRoot });
    },
  });
}
