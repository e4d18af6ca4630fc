import { type ChatMessage, chatMessage } from '@taishan/contracts';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { realtime } from '@/lib/realtime/realtime';

/** Where a message goes: a room, or a member (whose private room may not exist yet). */
export type SendTarget =
  | { kind: 'room'; roomId: string }
  | { kind: 'direct'; contactId: string; roomId: string | null };

/** How long a socket send may go unanswered before the same message (same clientId) goes by POST. */
export const SOCKET_REPLY_TIMEOUT_MS = 8000;

/** Codes after which the POST path may still succeed (the socket side is having trouble). */
const RETRY_OVER_HTTP = new Set(['CHAT_UNAVAILABLE']);

class SocketUnavailable extends Error {}

function sendOverSocket(roomId: string, content: string, clientId: string, me: string): Promise<ChatMessage> {
  return new Promise((resolve, reject) => {
    const stops: Array<() => void> = [];
    const finish = (settle: () => void) => {
      for (const stop of stops) stop();
      settle();
    };
    const mine = (m: ChatMessage) => m.clientId === clientId && m.senderId === me;
    stops.push(
      realtime.on('message', (m) => mine(m) && finish(() => resolve(m))),
      realtime.on('new_message', (m) => mine(m) && finish(() => resolve(m))),
      realtime.on('error', (e) => {
        if (e.clientId !== clientId) return;
        const error = RETRY_OVER_HTTP.has(e.code)
          ? new SocketUnavailable()
          : new ApiError(e.message, e.code === 'RATE_LIMITED' ? 429 : 400, e.code);
        finish(() => reject(error));
      }),
      realtime.onState((state) => state !== 'connected' && finish(() => reject(new SocketUnavailable()))),
    );
    const timer = setTimeout(() => finish(() => reject(new SocketUnavailable())), SOCKET_REPLY_TIMEOUT_MS);
    stops.push(() => clearTimeout(timer));
    const sent = realtime.send({
      type: 'send_message',
      data: { chatId: roomId, content, messageType: 'text', clientId },
    });
    if (!sent) finish(() => reject(new SocketUnavailable()));
  });
}

function sendOverHttp(target: SendTarget, content: string, clientId: string): Promise<ChatMessage> {
  if (target.kind === 'direct') {
    return apiRequest('/api/messages', {
      schema: chatMessage,
      method: 'POST',
      body: { receiverId: target.contactId, content, type: 'text', clientId },
    });
  }
  return apiRequest(`/api/chats/${encodeURIComponent(target.roomId)}/messages`, {
    schema: chatMessage,
    method: 'POST',
    body: { content, clientId },
  });
}

/**
 * Over the socket when it is open, otherwise by POST. A socket send that gets no
 * answer (the connection died on the way) is repeated by POST with the same clientId, which the
 * server stores once. The first message to a member has no room yet, so it always goes by POST.
 */
export async function sendMessage(
  target: SendTarget,
  content: string,
  clientId: string,
  me: string,
): Promise<ChatMessage> {
  if (target.roomId && realtime.isReady()) {
    try {
      return await sendOverSocket(target.roomId, content, clientId, me);
    } catch (error) {
      if (!(error instanceof SocketUnavailable)) throw error;
    }
  }
  return sendOverHttp(target, content, clientId);
}
