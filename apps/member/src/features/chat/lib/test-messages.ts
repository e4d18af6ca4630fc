import type { ChatMessage } from '@taishan/contracts';
import type { LogMessage } from './message-log';

/** A stored message for the tests; only what a test cares about needs saying. */
export function message(seq: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  const createdAt = new Date(Date.UTC(2025, 0, 1, 8, 0, seq)).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    roomId: 'room-1',
    seq,
    clientId: `client${String(seq).padStart(4, '0')}`,
    userId: 'u2',
    senderId: 'u2',
    senderName: '玄真',
    senderAvatar: null,
    avatar: null,
    receiverId: null,
    content: `消息 ${seq}`,
    type: 'text',
    messageType: 'text',
    status: 'sent',
    createdAt,
    timestamp: createdAt,
    ...overrides,
  };
}

export function pending(clientId: string, overrides: Partial<LogMessage> = {}): LogMessage {
  return {
    ...message(0, { id: `local-${clientId}`, clientId, senderId: 'me', userId: 'me', senderName: '我' }),
    createdAt: '2025-01-02T00:00:00.000Z',
    local: 'sending',
    ...overrides,
  };
}
