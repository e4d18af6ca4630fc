import { type FriendReply, friendReply } from '@taishan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { errorMessage, UnauthorizedError } from '@/lib/api-error';
import { friendsQueryRoot } from './get-friends';

/** DELETE /api/friends/{friendId}: the friendship ends for both (they hear friend_removed). */
export function removeFriend(friendId: string): Promise<FriendReply> {
  return apiRequest(`/api/friends/${encodeURIComponent(friendId)}`, {
    schema: friendReply,
    method: 'DELETE',
  });
}

/** 删除好友: 已删除好友, or 删除失败 with the server's words; the friends list refetches either way. */
export function useRemoveFriend({ onDone }: { onDone: () => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeFriend,
    onSuccess: (reply) => {
      toast.success(reply.message);
      onDone();
    },
    onError: (error) => {
      if (error instanceof UnauthorizedError) return;
      toast.error('删除失败', { description: errorMessage(error, '删除好友失败，请重试') });
    },
    onSettled: () => void client.invalidateQueries({ queryKey: friendsQueryRoot }),
  });
}
