import { enqueueEvent } from '@taishan/db';
import { v7 as uuidv7 } from 'uuid';
import type { MemberRow } from '../db/database.js';
import { messagesRepository } from '../db/messages-repository.js';
import { reportsRepository } from '../db/reports-repository.js';
import { roomsRepository } from '../db/rooms-repository.js';
import type { ChatContext } from './context.js';
import { errors } from './errors.js';

/**
 * POST /api/reports: a member reports a message they can see, once. A message in a room the
 * reporter is not in answers like a missing one.
 */
export async function reportMessage(
  ctx: ChatContext,
  me: MemberRow,
  body: { messageId: string; reason: string },
  requestId?: string,
): Promise<{ id: string; message: string }> {
  const message = await messagesRepository.findById(ctx.db, body.messageId);
  if (!message || !(await roomsRepository.membership(ctx.db, message.room_id, me.user_id)))
    throw errors.messageNotFound();
  if (message.sender_id === me.user_id) throw errors.reportOwn();
  const report = await ctx.db.transaction().execute(async (trx) => {
    const row = await reportsRepository.insert(trx, {
      id: uuidv7(),
      reporterId: me.user_id,
      messageId: message.id,
      roomId: message.room_id,
      reason: body.reason,
    });
    if (!row) throw errors.alreadyReported();
    await enqueueEvent(
      trx,
      'events.report.created',
      {
        reportId: row.id,
        reporterId: me.user_id,
        messageId: message.id,
        roomId: message.room_id,
        reason: row.reason,
        createdAt: row.created_at.toISOString(),
      },
      requestId,
    );
    return row;
  });
  ctx.relay.kick();
  return { id: report.id, message: '举报已提交' };
}
