import { type AskFriendReply, askFriendReply } from '@taishan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { friendRequestsQueryRoot } from './get-friend-requests';
import { friendsQueryRoot } from './get-friends';

/** Asks for a friendship; when the other member had asked first, the server accepts theirs instead. */
export function addFriend(friendId: string): Promise<AskFriendReply> {
  return apiRequest('/api/friends', { schema: askFriendReply, method: 'POST', body: { friendId } });
}

/**
 * 好友请求已发送 (or 你们已结为道友); a refusal is the caller's to show, on the row it concerns
 * (a toast as well would say it twice). Both lists refetch either way.
 */
export function useAddFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFriend,
    onSuccess: (reply) => {
      if (reply.status === 'friends') toast.success('添加成功', { description: reply.message });
      else toast.success(reply.message, { description: '等待对方验证' });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: friendsQueryRoot });
      void queryClient.invalidateQueries({ queryKey: friendRequestsQueryRoot });
    },
  });
}
