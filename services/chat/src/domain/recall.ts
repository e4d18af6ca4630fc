import { type ChatMessage, MESSAGE_RECALL_MINUTES } from '@taishan/contracts';
import { enqueueEvent } from '@taishan/db';
import type { MemberRow } from '../db/database.js';
import { type MessageWithSender, messagesRepository } from '../db/messages-repository.js';
import { roomsRepository } from '../db/rooms-repository.js';
import type { ChatContext } from './context.js';
import { deliverToRoom } from './delivery.js';
import { errors } from './errors.js';
import { roomTypeOf, statusBasis, statusFor, toChatMessage } from './message-view.js';

/**
 * POST /api/messages/{messageId}/recall: the sender takes back their message within the recall
 * window. A message in a room the caller is not in answers like a missing one; recalling an
 * already recalled message answers it again (a retried request), nothing stored or sent twice.
 * The mark and the outbox event commit together; the room hears `message_recalled` after.
 */
export async function recallMessage(
  ctx: ChatContext,
  me: MemberRow,
  messageId: string,
  requestId?: string,
): Promise<ChatMessage> {
  const message = await messagesRepository.findById(ctx.db, messageId);
  const membership = message && (await roomsRepository.membership(ctx.db, message.room_id, me.user_id));
  if (!message || !membership) throw errors.messageNotFound();
  if (message.sender_id !== me.user_id) throw errors.recallOthers();
  const room = await roomsRepository.find(ctx.db, message.room_id);
  if (!room) throw errors.messageNotFound();

  const view = async (m: MessageWithSender) => {
    const basis = await statusBasis(ctx.db, room, me.user_id, Number(membership.last_read_seq));
    return toChatMessage(m, room, statusFor(m, basis), me.user_id);
  };
  if (message.recalled_at) return view(message);

  const recalled = await ctx.db.transaction().execute(async (trx) => {
    const row = await messagesRepository.recall(trx, message.id, me.user_id, MESSAGE_RECALL_MINUTES);
    if (!row) return undefined;
    await enqueueEvent(
      trx,
      'events.chat.message_recalled',
      {
        messageId: row.id,
        roomId: row.room_id,
        roomType: roomTypeOf(room.kind),
        seq: Number(row.seq),
        senderId: row.sender_id,
        recalledAt: (row.recalled_at ?? new Date()).toISOString(),
      },
      requestId,
    );
    return row;
  });
  if (!recalled) {
    // A concurrent recall of the same message got in first; otherwise the window has passed.
    const now = await messagesRepository.findById(ctx.db, message.id);
    if (now?.recalled_at) return view(now);
    throw errors.recallTooLate();
  }
  ctx.relay.kick();
  deliverToRoom(ctx, room.id, {
    type: 'message_recalled',
    data: {
      chatId: room.id,
      messageId: recalled.id,
      seq: Number(recalled.seq),
      recalledBy: me.user_id,
      nickname: me.nickname,
    },
  });
  return view({ ...message, recalled_at: recalled.recalled_at });
}
