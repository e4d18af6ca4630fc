import type { MarkReadReply } from '@taishan/contracts';
import type { MemberRow } from '../db/database.js';
import { roomsRepository } from '../db/rooms-repository.js';
import { accessRoom } from './access.js';
import type { ChatContext } from './context.js';
import { deliverToRoom } from './delivery.js';

/**
 * A device received (delivered) or the member saw (read) a room up to seq. Marks only move
 * forward and never past the room's last message; senders in private rooms and groups are told so
 * their ticks change. Public rooms keep no receipts on the wire (hundreds of readers).
 */
export async function recordReceipt(
  ctx: ChatContext,
  me: MemberRow,
  req: { roomId: string; kind: 'delivered' | 'read'; seq: number },
): Promise<MarkReadReply> {
  const { room, membership } = await accessRoom(ctx.db, req.roomId, me.user_id);
  const marks = req.kind === 'read' ? { read: req.seq } : { delivered: req.seq };
  const after = await roomsRepository.advance(ctx.db, room.id, me.user_id, marks);
  // The member left between the two statements: nothing to move.
  const readSeq = Number(after?.last_read_seq ?? membership.last_read_seq);
  const deliveredSeq = Number(after?.last_delivered_seq ?? membership.last_delivered_seq);
  const lastSeq = Number(after?.last_seq ?? room.last_seq);
  const moved =
    readSeq > Number(membership.last_read_seq) || deliveredSeq > Number(membership.last_delivered_seq);
  if (moved && room.kind !== 'public') {
    deliverToRoom(ctx, room.id, {
      type: 'receipt',
      data: { chatId: room.id, userId: me.user_id, deliveredSeq, readSeq },
    });
  }
  return { roomId: room.id, lastReadSeq: readSeq, unreadCount: Math.max(0, lastSeq - readSeq) };
}
