import type { RoomDetail } from '@taishan/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { MemberRow } from '../db/database.js';
import { friendshipsRepository } from '../db/friendships-repository.js';
import { membersRepository } from '../db/members-repository.js';
import { roomsRepository } from '../db/rooms-repository.js';
import { accessRoom } from './access.js';
import type { ChatContext } from './context.js';
import { announceJoined, deliverToUser } from './delivery.js';
import { errors } from './errors.js';
import { detailOf } from './rooms.js';

/**
 * Members invite only their own (accepted) friends, who are therefore known, existing members,
 * and only friends who let others put them in groups.
 */
async function friendsOnly(ctx: ChatContext, me: MemberRow, ids: readonly string[], field: string) {
  const wanted = [...new Set(ids)].filter((id) => id !== me.user_id);
  const friends = await friendshipsRepository.friendsAmong(ctx.db, me.user_id, wanted);
  if (wanted.some((id) => !friends.has(id))) throw errors.onlyFriends(field);
  const invited = await membersRepository.findMany(ctx.db, wanted);
  if (invited.some((m) => !m.allow_group_invites)) throw errors.groupInvitesClosed(field);
  return wanted;
}

/** POST /api/chats/groups: an invitation-only group of the caller (owner) and some friends. */
export async function createGroup(
  ctx: ChatContext,
  me: MemberRow,
  body: { name: string; memberIds: string[] },
): Promise<RoomDetail> {
  const invited = await friendsOnly(ctx, me, body.memberIds, 'memberIds');
  if (invited.length === 0) throw errors.pickFriends();
  const room = await ctx.db.transaction().execute(async (trx) => {
    const created = await roomsRepository.insertGroup(trx, uuidv7(), body.name, me.user_id);
    await roomsRepository.addMembers(trx, created.id, [me.user_id], 'owner');
    await roomsRepository.addMembers(trx, created.id, invited);
    return created;
  });
  announceJoined(ctx, room.id, [me.user_id, ...invited]);
  return detailOf(ctx, room, me.user_id);
}

/** POST /api/chats/{roomId}/members: any member of a group may bring in their friends. */
export async function addGroupMembers(
  ctx: ChatContext,
  me: MemberRow,
  roomId: string,
  userIds: string[],
): Promise<RoomDetail> {
  const { room } = await accessRoom(ctx.db, roomId, me.user_id);
  if (room.kind !== 'group') throw errors.notAGroup();
  const invited = await friendsOnly(ctx, me, userIds, 'userIds');
  const added = await roomsRepository.addMembers(ctx.db, room.id, invited);
  announceJoined(ctx, room.id, added);
  return detailOf(ctx, room, me.user_id);
}

/** DELETE /api/chats/{roomId}/members/me: leave a group; an owner's group passes to the next member. */
export async function leaveGroup(ctx: ChatContext, me: MemberRow, roomId: string): Promise<void> {
  const { room } = await accessRoom(ctx.db, roomId, me.user_id);
  if (room.kind !== 'group') throw errors.cannotLeave();
  await ctx.db.transaction().execute(async (trx) => {
    const left = await roomsRepository.removeMember(trx, room.id, me.user_id);
    if (left?.role === 'owner') await roomsRepository.promoteEarliestIfOwnerless(trx, room.id);
  });
  deliverToUser(ctx, me.user_id, { type: 'room_left', data: { chatId: room.id } });
}
