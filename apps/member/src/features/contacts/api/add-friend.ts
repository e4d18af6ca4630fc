import { type AskFriendReply, askFriendReply } from '@taishan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { errorMessage, UnauthorizedError } from '@/lib/api-error';
import { friendRequestsQueryRoot } from './get-friend-requests';
import { friendsQueryRoot } from './get-friends';

/** Asks for a friendship; when the other member had asked first, the server accepts theirs instead. */
export function addFriend(friendId: string): Promise<AskFriendReply> {
  return apiRequest('/api/friends', { schema: askFriendReply, method: 'POST', body: { friendId } });
}

/** 好友请求已发送 (or 你们已结为道友), or 添加失败 with the server's refusal; both lists refetch. */
export function useAddFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFriend,
    onSuccess: (reply) => {
      if (reply.status === 'friends') toast.success('添加成功', { description: reply.message });
      else toast.success(reply.message, { description: '等待对方验证' });
    },
    onError: (error) => {
      if (error instanceof UnauthorizedError) return;
      toast.error('添加失败', { description: errorMessage(error, '无法添加好友') });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: friendsQueryRoot });
      void queryClient.invalidateQueries({ queryKey: friendRequestsQueryRoot });
    },
  });
}
