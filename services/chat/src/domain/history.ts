import type { ChatMessage, HistoryQuery } from '@taishan/contracts';
import type { MemberRow, RoomRow } from '../db/database.js';
import { membersRepository } from '../db/members-repository.js';
import { messagesRepository } from '../db/messages-repository.js';
import { roomsRepository } from '../db/rooms-repository.js';
import { accessRoom } from './access.js';
import type { ChatContext } from './context.js';
import { errors } from './errors.js';
import { directKey } from './members.js';
import { statusBasis, statusFor, toChatMessage } from './message-view.js';

async function page(ctx: ChatContext, room: RoomRow, me: MemberRow, readSeq: number, query: HistoryQuery) {
  const [rows, basis] = await Promise.all([
    messagesRepository.page(ctx.db, room.id, query),
    statusBasis(ctx.db, room, me.user_id, readSeq),
  ]);
  return rows.map((m) => toChatMessage(m, room, statusFor(m, basis), me.user_id));
}

/** GET /api/chats/{roomId}/messages: members only, newest first. */
export async function roomHistory(
  ctx: ChatContext,
  me: MemberRow,
  roomId: string,
  query: HistoryQuery,
): Promise<ChatMessage[]> {
  const { room, membership } = await accessRoom(ctx.db, roomId, me.user_id);
  return page(ctx, room, me, Number(membership.last_read_seq), query);
}

/** GET /api/messages/{contactId}: the pair's direct room, empty until the first message. */
export async function directHistory(
  ctx: ChatContext,
  me: MemberRow,
  contactId: string,
  query: HistoryQuery,
): Promise<ChatMessage[]> {
  const contact = contactId === me.user_id ? undefined : await membersRepository.find(ctx.db, contactId);
  if (contact?.role !== 'member') throw errors.userNotFound();
  const room = await roomsRepository.findDirect(ctx.db, directKey(me.user_id, contactId));
  if (!room) return [];
  const membership = await roomsRepository.membership(ctx.db, room.id, me.user_id);
  if (!membership) return [];
  return page(ctx, room, me, Number(membership.last_read_seq), query);
}
