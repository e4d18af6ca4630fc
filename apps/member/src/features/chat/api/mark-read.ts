import type { MarkReadReply } from '@taishan/contracts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/chats/{roomId}/read: the member has seen the room up to seq (when the socket is down). */
export function markRead(roomId: string, seq: number): Promise<MarkReadReply> {
  return apiRequest<MarkReadReply>(`/api/chats/${encodeURIComponent(roomId)}/read`, {
    method: 'POST',
    body: { seq },
  });
}
