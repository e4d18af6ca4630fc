import type { FriendEntry, FriendReply } from '@taishan/contracts';
import { enqueueEvent } from '@taishan/db';
import type { MemberRow } from '../db/database.js';
import { friendshipsRepository } from '../db/friendships-repository.js';
import { membersRepository } from '../db/members-repository.js';
import type { ChatContext } from './context.js';
import { errors } from './errors.js';
import { isAddressable } from './members.js';
import { onlineAmong } from './presence.js';

/** GET /api/friends: spec 01 §3 "Friend entry"; the status text is the friend's bio. */
export async function friendsOf(ctx: ChatContext, me: MemberRow): Promise<FriendEntry[]> {
  const rows = await friendshipsRepository.listOf(ctx.db, me.user_id);
  const online = await onlineAmong(ctx, rows);
  return rows.map((f) => ({
    friendId: f.user_id,
    friend: {
      id: f.user_id,
      username: f.username,
      nickname: f.nickname,
      firstName: null,
      avatar: f.avatar,
      profileImageUrl: f.avatar,
      isOnline: online.has(f.user_id),
      status: f.bio,
    },
    createdAt: f.created_at.toISOString(),
  }));
}

/**
 * POST /api/friends: adding is immediate and mutual (there is no request to accept), unless the
 * other member closed friend requests in their privacy settings.
 */
export async function addFriend(
  ctx: ChatContext,
  me: MemberRow,
  friendId: string,
  requestId?: string,
): Promise<FriendReply> {
  if (friendId === me.user_id) throw errors.friendSelf();
  const other = await membersRepository.find(ctx.db, friendId);
  if (!isAddressable(other)) throw errors.userNotFound('friendId');
  if (await friendshipsRepository.areFriends(ctx.db, me.user_id, friendId)) throw errors.alreadyFriends();
  if (!other.allow_friend_requests) throw errors.friendRequestsClosed();
  await ctx.db.transaction().execute(async (trx) => {
    const createdAt = await friendshipsRepository.add(trx, me.user_id, friendId);
    if (!createdAt) throw errors.alreadyFriends();
    await enqueueEvent(
      trx,
      'events.friend.added',
      { userId: me.user_id, friendId, createdAt: createdAt.toISOString() },
      requestId,
    );
  });
  ctx.relay.kick();
  return { success: true, message: '你们已结为道友' };
}

/** DELETE /api/friends/{friendId}: both sides stop being friends. */
export async function removeFriend(ctx: ChatContext, me: MemberRow, friendId: string): Promise<FriendReply> {
  const removed = await friendshipsRepository.remove(ctx.db, me.user_id, friendId);
  if (removed === 0) throw errors.notFriends();
  return { success: true, message: '已删除好友' };
}
