import { consumeMemberEvents } from '@taishan/db';
import { friendRequestsRepository } from '../db/friend-requests-repository.js';
import { friendshipsRepository } from '../db/friendships-repository.js';
import { membersRepository } from '../db/members-repository.js';
import { roomsRepository } from '../db/rooms-repository.js';
import type { ChatContext } from '../domain/context.js';
import { announceJoined, deliverToUser } from '../domain/delivery.js';
import { tellRequestsDropped } from '../domain/friend-requests.js';

export const USER_EVENTS_CONSUMER = 'chat-users';

/**
 * Keeps the member projection in step with auth: a new member joins the public rooms; a deleted one
 * leaves every room (ownership passes on), friendships and pending requests, and their sockets and
 * former friends are told once the change committed.
 */
export function startUserConsumer(ctx: ChatContext, hooks: { onRegistered?: () => void } = {}) {
  return consumeMemberEvents(ctx.bus, ctx.db, {
    consumer: USER_EVENTS_CONSUMER,
    projection: membersRepository,
    registered: async (trx, member) => {
      // Every member is in the public rooms; the open groups are joined on request.
      const joined =
        member.role === 'member' ? await roomsRepository.joinPublicRooms(trx, member.user_id) : [];
      return () => {
        // A socket opened before this event landed learns its rooms here.
        for (const roomId of joined) announceJoined(ctx, roomId, [member.user_id]);
        hooks.onRegistered?.();
      };
    },
    deleted: async (trx, { userId }) => {
      const left = await roomsRepository.removeFromAll(trx, userId);
      for (const m of left.filter((r) => r.role === 'owner'))
        await roomsRepository.promoteEarliestIfOwnerless(trx, m.room_id);
      const formerFriends = await friendshipsRepository.removeAllOf(trx, userId);
      const dropped = await friendRequestsRepository.removePendingOf(trx, userId);
      return () => {
        deliverToUser(ctx, userId, { type: 'session_revoked', data: { userId } });
        for (const friendId of formerFriends)
          deliverToUser(ctx, friendId, { type: 'friend_removed', data: { friendId: userId } });
        tellRequestsDropped(ctx, userId, dropped);
      };
    },
  });
}
