import type { ChatMessage } from '@taishan/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { ApiError, UnauthorizedError } from '@/lib/api-error';
import { realtime } from '@/lib/realtime/realtime';
import { messagesKey } from '../api/get-messages';
import { storeMessage } from '../api/message-cache';
import { sendMessage } from '../api/send-message';
import { type MessageLog, mergeMessages } from '../lib/message-log';
import type { OutboxEntry, SendOutcome } from '../lib/outbox';
import { chatOutbox } from '../lib/outbox-db';

const FAILED = '消息发送失败，请重试';

/**
 * A refusal the server will repeat however often it is asked (not your room, strangers blocked, a
 * message too long): the message fails for good. A timeout, a rate limit, a server error, no
 * network, or a session that just ended are not: the message waits and goes later.
 */
export function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error instanceof UnauthorizedError) return null;
  if (error.code === 'BAD_REPLY') return FAILED;
  if (error.status < 400 || error.status >= 500 || error.status === 408 || error.status === 429) return null;
  return error.message || FAILED;
}

function intoLogs(client: QueryClient, entry: OutboxEntry, stored: ChatMessage, me: string) {
  storeMessage(client, stored, { me, seen: true });
  // Into the log it was written in too, whatever the reply says about the room's partner.
  client.setQueryData<MessageLog>(messagesKey(entry.view), (log) =>
    log ? { ...log, messages: mergeMessages(log.messages, [stored]) } : log,
  );
}

/**
 * Mounted while the member is signed in: opens their outbox and sends what waits in it, at start,
 * whenever the socket is (re)authenticated and when the browser says the network is back. A
 * refusal shows the 发送失败 toast with the server's words and leaves the bubble failed.
 */
export function useOutboxSender(me: string) {
  const client = useQueryClient();

  useEffect(() => {
    const send = async (entry: OutboxEntry): Promise<SendOutcome> => {
      try {
        const stored = await sendMessage(entry.target, entry.message.content, entry.clientId, me);
        intoLogs(client, entry, stored, me);
        return { kind: 'sent', message: stored };
      } catch (error) {
        const reason = refusalOf(error);
        if (reason === null) return { kind: 'unreachable' };
        toast.error('发送失败', { description: reason });
        return { kind: 'refused', reason };
      }
    };
    void chatOutbox.open(me, send);
    const kick = () => chatOutbox.kick();
    const stopReady = realtime.onReady(kick);
    window.addEventListener('online', kick);
    return () => {
      stopReady();
      window.removeEventListener('online', kick);
      chatOutbox.close();
    };
  }, [client, me]);
}
