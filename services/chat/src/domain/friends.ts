import type { FriendEntry, FriendReply } from '@taishan/contracts';
import type { MemberRow } from '../db/database.js';
import { friendshipsRepository } from '../db/friendships-repository.js';
import type { ChatContext } from './context.js';
import { deliverToUser } from './delivery.js';
import { errors } from './errors.js';
import { avatarFor, bioFor } from './members.js';
import { onlineAmong } from './presence.js';

/**
 * GET /api/friends: the accepted friends, each with their presence. The status text is the
 * friend's bio; the avatar and the bio appear only as far as the friend's privacy settings let them.
 */
export async function friendsOf(ctx: ChatContext, me: MemberRow): Promise<FriendEntry[]> {
  const rows = await friendshipsRepository.listOf(ctx.db, me.user_id);
  const online = await onlineAmong(ctx, rows);
  return rows.map((f) => {
    const avatar = avatarFor(f, me.user_id);
    return {
      friendId: f.user_id,
      friend: {
        id: f.user_id,
        username: f.username,
        nickname: f.nickname,
        firstName: null,
        avatar,
        profileImageUrl: avatar,
        isOnline: online.has(f.user_id),
        status: bioFor(f, me.user_id),
      },
      createdAt: f.created_at.toISOString(),
    };
  });
}

/** DELETE /api/friends/{friendId}: both sides stop being friends, and both sides' lists hear it. */
export async function removeFriend(ctx: ChatContext, me: MemberRow, friendId: string): Promise<FriendReply> {
  const removed = await friendshipsRepository.remove(ctx.db, me.user_id, friendId);
  if (removed === 0) throw errors.notFriends();
  deliverToUser(ctx, friendId, { type: 'friend_removed', data: { friendId: me.user_id } });
  deliverToUser(ctx, me.user_id, { type: 'friend_removed', data: { friendId } });
  return { success: true, message: '已删除好友' };
}
