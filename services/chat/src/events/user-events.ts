import { inboxHandler } from '@taishan/db';
import type { EventHandler } from '@taishan/events';
import type { Database, FriendRequestRow } from '../db/database.js';
import { friendRequestsRepository } from '../db/friend-requests-repository.js';
import { friendshipsRepository } from '../db/friendships-repository.js';
import { membersRepository } from '../db/members-repository.js';
import { roomsRepository } from '../db/rooms-repository.js';
import type { ChatContext } from '../domain/context.js';
import { announceJoined, deliverToUser } from '../domain/delivery.js';
import { tellRequestsDropped } from '../domain/friend-requests.js';

export const USER_EVENTS_CONSUMER = 'chat-users';

/**
 * Keeps the member projection in step with auth (durable, so nothing is missed while chat is down;
 * inbox, so a redelivered event is applied once). Live notices go out only after the commit.
 */
export async function startUserConsumer(ctx: ChatContext, hooks: { onRegistered?: () => void } = {}) {
  const registered: EventHandler<'events.user.registered'> = (event, meta) => {
    let joined: string[] = [];
    return inboxHandler<Database, 'events.user.registered'>(
      ctx.db,
      USER_EVENTS_CONSUMER,
      async (trx, e) => {
        const member = await membersRepository.upsertRegistered(trx, e.payload);
        // Every member is in the public rooms; the open groups are joined on request.
        if (member?.role === 'member') joined = await roomsRepository.joinPublicRooms(trx, member.user_id);
      },
      () => {
        // A socket opened before this event landed learns its rooms here.
        for (const roomId of joined) announceJoined(ctx, roomId, [event.payload.userId]);
        hooks.onRegistered?.();
      },
    )(event, meta);
  };

  const updated = inboxHandler<Database, 'events.user.updated'>(ctx.db, USER_EVENTS_CONSUMER, (trx, e) =>
    membersRepository.applyUpdate(trx, e.payload),
  );

  const deleted: EventHandler<'events.user.deleted'> = (event, meta) => {
    let formerFriends: string[] = [];
    let dropped: FriendRequestRow[] = [];
    return inboxHandler<Database, 'events.user.deleted'>(
      ctx.db,
      USER_EVENTS_CONSUMER,
      async (trx, e) => {
        const { userId } = e.payload;
        await membersRepository.markDeleted(trx, e.payload);
        const left = await roomsRepository.removeFromAll(trx, userId);
        for (const m of left.filter((r) => r.role === 'owner'))
          await roomsRepository.promoteEarliestIfOwnerless(trx, m.room_id);
        formerFriends = await friendshipsRepository.removeAllOf(trx, userId);
        dropped = await friendRequestsRepository.removePendingOf(trx, userId);
      },
      () => {
        const { userId } = event.payload;
        deliverToUser(ctx, userId, { type: 'session_revoked', data: { userId } });
        for (const friendId of formerFriends)
          deliverToUser(ctx, friendId, { type: 'friend_removed', data: { friendId: userId } });
        tellRequestsDropped(ctx, userId, dropped);
      },
    )(event, meta);
  };

  await ctx.bus.consume(USER_EVENTS_CONSUMER, 'events.user.>', {
    'events.user.registered': registered,
    'events.user.updated': updated,
    'events.user.deleted': deleted,
  });
}
