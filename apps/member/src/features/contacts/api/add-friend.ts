import type { FriendReply } from '@taishan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '../../../lib/api-client';
import { ApiError, UnauthorizedError } from '../../../lib/api-error';
import { friendsQueryOptions } from './get-friends';

export function addFriend(friendId: string): Promise<FriendReply> {
  return apiRequest<FriendReply>('/api/friends', { method: 'POST', body: { friendId } });
}

/** Spec 01 §7–8: 添加成功 with the server's message, or 添加失败; the friends list refetches. */
export function useAddFriend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFriend,
    onSuccess: (reply) => {
      if (reply.success === false) {
        toast.error('添加失败', { description: reply.message || '无法添加好友' });
        return;
      }
      toast.success('添加成功', { description: reply.message });
    },
    onError: (error) => {
      if (error instanceof UnauthorizedError) return;
      const message = error instanceof ApiError && error.message ? error.message : '无法添加好友';
      toast.error('添加失败', { description: message });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: friendsQueryOptions().queryKey });
    },
  });
}
