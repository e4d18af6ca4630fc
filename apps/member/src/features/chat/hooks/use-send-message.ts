import type { User } from '@taishan/contracts';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { newClientId } from '@/lib/realtime/client-id';
import type { MessageTarget } from '../api/get-messages';
import type { SendTarget } from '../api/send-message';
import type { LogMessage } from '../lib/message-log';
import { chatOutbox } from '../lib/outbox-db';

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

/**
 * Sends from one chat view through the outbox: the message is kept on the device first and shows
 * at once as 发送中, whether or not the network is there; the outbox sends it (now, or when the
 * connection returns) and the stored message takes its place. A refused one shows 失败 with 重试
 * and 删除.
 */
export function useSendMessage(view: MessageTarget, target: SendTarget, me: User) {
  const [writing, setWriting] = useState(0);

  const send = useCallback(
    (text: string) => {
      const content = text.trim();
      if (!content) return false;
      const clientId = newClientId();
      setWriting((n) => n + 1);
      chatOutbox
        .add({ clientId, owner: me.id, view, target, message: pendingMessage(me, target, content, clientId) })
        .catch((error: unknown) => {
          // The device's storage refused (private mode, full disk): the words must not vanish silently.
          console.error('无法保存待发送的消息', error);
          toast.error('发送失败', { description: '消息发送失败，请重试' });
        })
        .finally(() => setWriting((n) => n - 1));
      return true;
    },
    [view, target, me],
  );

  const retry = useCallback((clientId: string) => void chatOutbox.retry(clientId), []);
  const discard = useCallback((clientId: string) => void chatOutbox.discard(clientId), []);

  return { send, retry, discard, pending: writing > 0 };
}
