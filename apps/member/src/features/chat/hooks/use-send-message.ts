import type { User } from '@taishan/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { ApiError, UnauthorizedError } from '@/lib/api-error';
import { newClientId } from '@/lib/realtime/client-id';
import { type MessageTarget, messagesKey } from '../api/get-messages';
import { storeMessage, updateLog } from '../api/message-cache';
import { type SendTarget, sendMessage } from '../api/send-message';
import {
  addPending,
  type LogMessage,
  type MessageLog,
  mergeMessages,
  setLocalState,
} from '../lib/message-log';

function pendingMessage(me: User, target: SendTarget, content: string, clientId: string): LogMessage {
  const now = new Date().toISOString();
  const avatar = me.avatar ?? me.profileImageUrl;
  return {
    id: `local-${clientId}`,
    roomId: target.roomId ?? '',
    seq: 0,
    clientId,
    userId: me.id,
    senderId: me.id,
    senderName: me.nickname || me.username,
    senderAvatar: avatar,
    avatar,
    receiverId: target.kind === 'direct' ? target.contactId : null,
    content,
    type: 'text',
    messageType: 'text',
    status: 'sent',
    createdAt: now,
    timestamp: now,
    local: 'sending',
  };
}

/** A refusal the member can act on shows the server's words; anything else a plain 消息发送失败，请重试. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return '消息发送失败，请重试';
}

/**
 * Sends from one chat view: the message shows at once as 发送中, becomes the stored message when
 * the server answers, or 失败 with a toast. A retry resends the failed message with its clientId.
 */
export function useSendMessage(view: MessageTarget, target: SendTarget, me: User) {
  const client = useQueryClient();
  const [inFlight, setInFlight] = useState(0);

  const deliver = useCallback(
    async (content: string, clientId: string) => {
      setInFlight((n) => n + 1);
      try {
        const stored = await sendMessage(target, content, clientId, me.id);
        storeMessage(client, stored, { me: me.id, seen: true });
        // Into this view's log too, whatever the reply says about the room's partner.
        updateLog(client, view, (messages) => mergeMessages(messages, [stored]));
      } catch (error) {
        updateLog(client, view, (messages) => setLocalState(messages, clientId, 'failed'));
        if (!(error instanceof UnauthorizedError)) {
          toast.error('发送失败', { description: failureText(error) });
        }
      } finally {
        setInFlight((n) => n - 1);
      }
    },
    [client, target, view, me.id],
  );

  const send = useCallback(
    (text: string) => {
      const content = text.trim();
      if (!content) return false;
      const clientId = newClientId();
      updateLog(client, view, (messages) =>
        addPending(messages, pendingMessage(me, target, content, clientId)),
      );
      void deliver(content, clientId);
      return true;
    },
    [client, view, target, me, deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const log = client.getQueryData<MessageLog>(messagesKey(view));
      const failed = log?.messages.find((m) => m.clientId === clientId && m.local === 'failed');
      if (!failed) return;
      updateLog(client, view, (messages) => setLocalState(messages, clientId, 'sending'));
      void deliver(failed.content, clientId);
    },
    [client, view, deliver],
  );

  return { send, retry, pending: inFlight > 0 };
}
