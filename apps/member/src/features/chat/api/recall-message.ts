import { type ChatMessage, chatMessage } from '@taishan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { errorMessage, UnauthorizedError } from '@/lib/api-error';
import { storeRecall } from './message-cache';

/** POST /api/messages/{messageId}/recall: the answer is the message, recalled. */
export function recallMessage(messageId: string): Promise<ChatMessage> {
  return apiRequest(`/api/messages/${encodeURIComponent(messageId)}/recall`, {
    schema: chatMessage,
    method: 'POST',
  });
}

/** 撤回: the member's own message, within 2 minutes; everyone in the room sees the notice. */
export function useRecallMessage(me: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recallMessage,
    onSuccess: (message) =>
      storeRecall(
        client,
        {
          chatId: message.roomId,
          messageId: message.id,
          seq: message.seq,
          recalledBy: me,
          nickname: message.senderName,
        },
        me,
      ),
    onError: (error) => {
      if (error instanceof UnauthorizedError) return;
      toast.error('撤回失败', { description: errorMessage(error, '消息撤回失败，请重试') });
    },
  });
}
