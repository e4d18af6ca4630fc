import {
  type AskFriendReply,
  FRIEND_REQUEST_RETRY_HOURS,
  type FriendReply,
  type FriendRequest,
  type FriendRequestAnswered,
  type FriendRequestsReply,
} from '@taishan/contracts';
import { enqueueEvent } from '@taishan/db';
import type { Transaction } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Database, FriendRequestRow, MemberRow } from '../db/database.js';
import { friendRequestsRepository } from '../db/friend-requests-repository.js';
import { friendshipsRepository } from '../db/friendships-repository.js';
import { membersRepository } from '../db/members-repository.js';
import type { ChatContext } from './context.js';
import { deliverToUser } from './delivery.js';
import { errors } from './errors.js';
import { avatarFor, bioFor, directKey, isAddressable } from './members.js';

type Profile = Pick<
  MemberRow,
  'user_id' | 'username' | 'nickname' | 'avatar' | 'bio' | 'show_profile_picture' | 'profile_visible'
>;

/** A request as `viewerId` sees it: the other member as their privacy settings show them. */
function requestView(
  request: Pick<FriendRequestRow, 'id' | 'recipient_id' | 'created_at'>,
  other: Profile,
  viewerId: string,
): FriendRequest {
  return {
    id: request.id,
    direction: request.recipient_id === viewerId ? 'incoming' : 'outgoing',
    user: {
      id: other.user_id,
      username: other.username,
      nickname: other.nickname,
      avatar: avatarFor(other, viewerId),
      status: bioFor(other, viewerId),
    },
    createdAt: request.created_at.toISOString(),
  };
}

/** Both members (but `skip`) hear how a request ended, each from their own side. */
function tellAnswered(
  ctx: ChatContext,
  request: Pick<FriendRequestRow, 'id' | 'requester_id' | 'recipient_id'>,
  outcome: FriendRequestAnswered['outcome'],
  skip?: string,
) {
  const sides = [
    [request.requester_id, request.recipient_id, 'outgoing'],
    [request.recipient_id, request.requester_id, 'incoming'],
  ] as const;
  for (const [to, other, direction] of sides) {
    if (to === skip) continue;
    deliverToUser(ctx, to, {
      type: 'friend_request_answered',
      data: { requestId: request.id, userId: other, direction, outcome },
    });
  }
}

/** Accepting writes the friendship (both directions) with the request's end, in the caller's transaction. */
async function acceptInside(trx: Transaction<Database>, request: FriendRequestRow, requestId?: string) {
  await friendRequestsRepository.close(trx, request.id, 'accepted');
  const createdAt = await friendshipsRepository.add(trx, request.requester_id, request.recipient_id);
  await enqueueEvent(
    trx,
    'events.friend.added',
    {
      userId: request.requester_id,
      friendId: request.recipient_id,
      createdAt: (createdAt ?? new Date()).toISOString(),
      requestId: request.id,
    },
    requestId,
  );
}

/** GET /api/friends/requests */
export async function pendingRequestsOf(ctx: ChatContext, me: MemberRow): Promise<FriendRequestsReply> {
  const rows = await friendRequestsRepository.pendingOf(ctx.db, me.user_id);
  const views = rows.map((r) => requestView(r, r, me.user_id));
  return {
    incoming: views.filter((v) => v.direction === 'incoming'),
    outgoing: views.filter((v) => v.direction === 'outgoing'),
  };
}

/**
 * POST /api/friends: asks the other member. When they had already asked you, both want it and
 * their request is accepted. A declined asker waits FRIEND_REQUEST_RETRY_HOURS before asking the
 * same member again, so a "no" is not met with a stream of new requests.
 */
export async function askFriend(
  ctx: ChatContext,
  me: MemberRow,
  friendId: string,
  requestId?: string,
): Promise<AskFriendReply> {
  if (friendId === me.user_id) throw errors.friendSelf();
  const other = await membersRepository.find(ctx.db, friendId);
  if (!isAddressable(other)) throw errors.userNotFound('friendId');
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    await friendRequestsRepository.lockPair(trx, directKey(me.user_id, friendId));
    if (await friendshipsRepository.areFriends(trx, me.user_id, friendId)) throw errors.alreadyFriends();
    const theirs = await friendRequestsRepository.findPending(trx, friendId, me.user_id);
    if (theirs) {
      await acceptInside(trx, theirs, requestId);
      return { accepted: true as const, request: theirs };
    }
    if (await friendRequestsRepository.findPending(trx, me.user_id, friendId))
      throw errors.friendRequestPending();
    if (!other.allow_friend_requests) throw errors.friendRequestsClosed();
    const since = new Date(Date.now() - FRIEND_REQUEST_RETRY_HOURS * 3_600_000);
    if (await friendRequestsRepository.declinedSince(trx, me.user_id, friendId, since))
      throw errors.friendRequestDeclined();
    const request = await friendRequestsRepository.insert(trx, {
      id: uuidv7(),
      requesterId: me.user_id,
      recipientId: friendId,
      pairKey: directKey(me.user_id, friendId),
    });
    await enqueueEvent(
      trx,
      'events.friend.requested',
      { requestId: request.id, userId: me.user_id, friendId, at: request.created_at.toISOString() },
      requestId,
    );
    return { accepted: false as const, request };
  });
  ctx.relay.kick();
  const { request } = outcome;
  if (outcome.accepted) {
    tellAnswered(ctx, request, 'accepted');
    return { success: true, message: '你们已结为道友', status: 'friends', requestId: request.id };
  }
  deliverToUser(ctx, friendId, { type: 'friend_request', data: requestView(request, me, friendId) });
  deliverToUser(ctx, me.user_id, { type: 'friend_request', data: requestView(request, other, me.user_id) });
  return { success: true, message: '好友请求已发送', status: 'requested', requestId: request.id };
}

const ANSWERS = {
  accept: { by: 'recipient', outcome: 'accepted', message: '你们已结为道友' },
  decline: { by: 'recipient', outcome: 'declined', message: '已拒绝好友请求' },
  withdraw: { by: 'requester', outcome: 'withdrawn', message: '已撤回好友请求' },
} as const;

/**
 * POST /api/friends/requests/{id}/accept and /decline (the recipient), DELETE
 * /api/friends/requests/{id} (the asker). Anyone else, and a request that is no longer pending,
 * gets 404, so request ids cannot be probed.
 */
export async function answerRequest(
  ctx: ChatContext,
  me: MemberRow,
  id: string,
  answer: keyof typeof ANSWERS,
  requestId?: string,
): Promise<FriendReply> {
  const { by, outcome, message } = ANSWERS[answer];
  const mine = (r: FriendRequestRow | undefined): r is FriendRequestRow =>
    r !== undefined && (by === 'recipient' ? r.recipient_id : r.requester_id) === me.user_id;
  const found = await friendRequestsRepository.findPendingById(ctx.db, id);
  if (!mine(found)) throw errors.friendRequestNotFound();
  const request = await ctx.db.transaction().execute(async (trx) => {
    await friendRequestsRepository.lockPair(trx, found.pair_key);
    // Read again under the pair's lock: the other side may have withdrawn or answered meanwhile.
    const current = await friendRequestsRepository.findPendingById(trx, id);
    if (!mine(current)) throw errors.friendRequestNotFound();
    if (outcome === 'accepted') {
      await acceptInside(trx, current, requestId);
    } else {
      await friendRequestsRepository.close(trx, id, outcome);
      await enqueueEvent(
        trx,
        outcome === 'declined' ? 'events.friend.declined' : 'events.friend.withdrawn',
        {
          requestId: id,
          userId: current.requester_id,
          friendId: current.recipient_id,
          at: new Date().toISOString(),
        },
        requestId,
      );
    }
    return current;
  });
  ctx.relay.kick();
  tellAnswered(ctx, request, outcome);
  return { success: true, message };
}

/** A deleted member's pending requests went with them; the members on the other side hear them end. */
export function tellRequestsDropped(
  ctx: ChatContext,
  deletedId: string,
  dropped: readonly FriendRequestRow[],
) {
  for (const request of dropped) tellAnswered(ctx, request, 'withdrawn', deletedId);
}
