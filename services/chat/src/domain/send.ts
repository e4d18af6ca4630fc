import type { ChatMessage } from '@taishan/contracts';
import { enqueueEvent } from '@taishan/db';
import { v7 as uuidv7 } from 'uuid';
import type { MemberRow, RoomRow } from '../db/database.js';
import { friendshipsRepository } from '../db/friendships-repository.js';
import { membersRepository } from '../db/members-repository.js';
import { type MessageWithSender, messagesRepository } from '../db/messages-repository.js';
import { roomsRepository } from '../db/rooms-repository.js';
import { accessRoom } from './access.js';
import type { ChatContext } from './context.js';
import { announceJoined, deliverToRoom } from './delivery.js';
import { errors } from './errors.js';
import { directKey, isAddressable, partnerOf } from './members.js';
import { roomTypeOf, statusBasis, statusFor, toChatMessage } from './message-view.js';

/**
 * A message to store. Its content and client id have passed the contract's `messageContent` and
 * `clientId` once, where they came in (the route's body, the socket's request), so HTTP and NATS
 * callers are refused with the same words.
 */
export interface SendRequest {
  roomId: string;
  content: string;
  clientId?: string | undefined;
  requestId?: string | undefined;
}

export interface SendResult {
  message: ChatMessage;
  /** False for a retried send: the message stored the first time comes back and nothing is added. */
  created: boolean;
}

class AlreadyStored extends Error {}

/** A direct room is writable while the partner exists and, unless they allow strangers, is a friend. */
async function checkDirectPartner(
  ctx: ChatContext,
  senderId: string,
  partner: MemberRow | undefined,
  field?: string,
) {
  if (!isAddressable(partner)) throw errors.userNotFound(field);
  if (
    !partner.allow_stranger_messages &&
    !(await friendshipsRepository.areFriends(ctx.db, senderId, partner.user_id))
  )
    throw errors.strangersBlocked();
}

async function viewOfStored(ctx: ChatContext, stored: MessageWithSender, room: RoomRow, viewerId: string) {
  const own = await roomsRepository.membership(ctx.db, room.id, viewerId);
  const basis = await statusBasis(ctx.db, room, viewerId, Number(own?.last_read_seq ?? 0));
  return toChatMessage(stored, room, statusFor(stored, basis), viewerId);
}

/**
 * Stores one message: the one path for POST /api/chats/{id}/messages, POST /api/messages and the
 * socket (rpc.chat.send). The room row's update takes the next seq and serialises senders; the
 * message, the sender's own read mark and the outbox event commit together; live delivery follows.
 */
export async function sendMessage(
  ctx: ChatContext,
  sender: MemberRow,
  req: SendRequest,
): Promise<SendResult> {
  const { room } = await accessRoom(ctx.db, req.roomId, sender.user_id);
  const clientId = req.clientId ?? null;
  if (clientId) {
    const stored = await messagesRepository.findByClientId(ctx.db, sender.user_id, clientId);
    if (stored) return replay(ctx, stored, room, sender.user_id);
  }
  if (room.kind === 'direct') {
    const partnerId = partnerOf(room.direct_key, sender.user_id);
    await checkDirectPartner(
      ctx,
      sender.user_id,
      partnerId ? await membersRepository.find(ctx.db, partnerId) : undefined,
    );
  }

  let row: Awaited<ReturnType<typeof messagesRepository.insert>>;
  try {
    row = await ctx.db.transaction().execute(async (trx) => {
      const seq = await roomsRepository.nextSeq(trx, room.id);
      const inserted = await messagesRepository.insert(trx, {
        id: uuidv7(),
        roomId: room.id,
        seq,
        senderId: sender.user_id,
        clientId,
        type: 'text',
        content: req.content,
      });
      // Rolls back the seq too: a concurrent retry of the same send got in first.
      if (!inserted) throw new AlreadyStored();
      await roomsRepository.advance(trx, room.id, sender.user_id, { read: seq, delivered: seq });
      await enqueueEvent(
        trx,
        'events.chat.message_created',
        {
          messageId: inserted.id,
          roomId: room.id,
          roomType: roomTypeOf(room.kind),
          seq,
          senderId: sender.user_id,
          type: inserted.type,
          createdAt: inserted.created_at.toISOString(),
        },
        req.requestId,
      );
      return inserted;
    });
  } catch (err) {
    if (!(err instanceof AlreadyStored) || !clientId) throw err;
    const stored = await messagesRepository.findByClientId(ctx.db, sender.user_id, clientId);
    if (!stored) throw err;
    return replay(ctx, stored, room, sender.user_id);
  }
  ctx.relay.kick();
  const stored: MessageWithSender = {
    ...row!,
    sender_nickname: sender.nickname,
    sender_avatar: sender.avatar,
    sender_show_profile_picture: sender.show_profile_picture,
  };
  // The room hears it as everyone sees it; the sender's own reply keeps their avatar.
  deliverToRoom(ctx, room.id, { type: 'new_message', data: toChatMessage(stored, room, 'sent', null) });
  return { message: toChatMessage(stored, room, 'sent', sender.user_id), created: true };
}

async function replay(ctx: ChatContext, stored: MessageWithSender, room: RoomRow, viewerId: string) {
  if (stored.room_id !== room.id) throw errors.clientIdReused();
  return { message: await viewOfStored(ctx, stored, room, viewerId), created: false };
}

/**
 * Finds or creates the pair's direct room. Two first messages racing both try the insert; the
 * unique direct_key lets one win and the other read the winner's room.
 */
export async function directRoomFor(ctx: ChatContext, userId: string, otherId: string): Promise<RoomRow> {
  const key = directKey(userId, otherId);
  const existing = await roomsRepository.findDirect(ctx.db, key);
  if (existing) return existing;
  const created = await ctx.db.transaction().execute(async (trx) => {
    const room = await roomsRepository.insertDirect(trx, uuidv7(), key, userId);
    if (room) await roomsRepository.addMembers(trx, room.id, [userId, otherId]);
    return room;
  });
  if (created) {
    announceJoined(ctx, created.id, [userId, otherId]);
    return created;
  }
  const winner = await roomsRepository.findDirect(ctx.db, key);
  if (!winner) throw new Error(`direct room ${key} vanished`);
  return winner;
}

/** POST /api/messages: a private message by receiver, the room made on the first message. */
export async function sendDirect(
  ctx: ChatContext,
  sender: MemberRow,
  req: Omit<SendRequest, 'roomId'> & { receiverId: string },
): Promise<SendResult> {
  if (req.receiverId === sender.user_id) throw errors.messageSelf();
  const receiver = await membersRepository.find(ctx.db, req.receiverId);
  // Checked before the room exists, so a refused stranger leaves no empty room behind.
  await checkDirectPartner(ctx, sender.user_id, receiver, 'receiverId');
  const room = await directRoomFor(ctx, sender.user_id, req.receiverId);
  return sendMessage(ctx, sender, { ...req, roomId: room.id });
}
