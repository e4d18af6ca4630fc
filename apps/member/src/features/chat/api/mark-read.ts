import { type MarkReadReply, markReadReply } from '@taishan/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/chats/{roomId}/read: the member has seen the room up to seq (when the socket is down). */
export function markRead(roomId: string, seq: number): Promise<MarkReadReply> {
  return apiRequest(`/api/chats/${encodeURIComponent(roomId)}/read`, {
    schema: markReadReply,
    method: 'POST',
    body: { seq },
  });
}
