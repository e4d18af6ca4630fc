import {
  type ChatEntry,
  type Conversation,
  type PublicRoom,
  type RoomDetail,
  recallNotice,
} from '@taishan/contracts';
import type { MemberRow, RoomRow } from '../db/database.js';
import { membersRepository } from '../db/members-repository.js';
import { roomsRepository } from '../db/rooms-repository.js';
import { accessRoom } from './access.js';
import type { ChatContext } from './context.js';
import { announceJoined } from './delivery.js';
import { errors } from './errors.js';
import { avatarFor, partnerOf } from './members.js';
import { roomTypeOf } from './message-view.js';
import { onlineAmong } from './presence.js';

/** A public room may hold every member; its detail lists the first ones, the count stays exact. */
export const MEMBER_LIST_LIMIT = 200;

const seq = (v: string | number | null | undefined) => Number(v ?? 0);

/** The other members of the caller's direct rooms, from the projection (deleted ones keep their name). */
async function partnersOf(
  ctx: ChatContext,
  rooms: ReadonlyArray<Pick<RoomRow, 'direct_key'>>,
  userId: string,
) {
  const ids = rooms.map((r) => partnerOf(r.direct_key, userId)).filter((id): id is string => id !== null);
  return new Map((await membersRepository.findMany(ctx.db, ids)).map((m) => [m.user_id, m]));
}

/** GET /api/chats/list: public rooms, groups, and direct rooms once they hold a message. */
export async function conversationsOf(ctx: ChatContext, me: MemberRow): Promise<Conversation[]> {
  const rows = (await roomsRepository.conversationsOf(ctx.db, me.user_id)).filter(
    (r) => r.kind !== 'direct' || seq(r.last_seq) > 0,
  );
  const partners = await partnersOf(ctx, rows, me.user_id);
  const [counts, online] = await Promise.all([
    roomsRepository.memberCounts(
      ctx.db,
      rows.map((r) => r.id),
    ),
    onlineAmong(ctx, [...partners.values()]),
  ]);
  const list = rows.map((r) => {
    const partner = r.kind === 'direct' ? partners.get(partnerOf(r.direct_key, me.user_id) ?? '') : undefined;
    const name = partner?.nickname ?? r.name ?? '';
    const partnerAvatar = partner ? avatarFor(partner, me.user_id) : null;
    const lastSeq = seq(r.last_seq);
    const lastReadSeq = Math.min(seq(r.last_read_seq), lastSeq);
    return {
      sortTime: (r.last_time ?? r.created_at).getTime(),
      item: {
        id: r.id,
        type: roomTypeOf(r.kind),
        name,
        description: r.description,
        avatar: partnerAvatar,
        participantId: partner?.user_id ?? null,
        participantName: name,
        participantAvatar: partnerAvatar,
        lastMessage: r.last_recalled_at
          ? recallNotice(r.last_sender_id === me.user_id ? '你' : (r.last_sender_nickname ?? '道友'))
          : (r.last_content ?? null),
        lastTime: r.last_time ? r.last_time.toISOString() : null,
        lastSeq,
        lastReadSeq,
        unreadCount: Math.max(0, lastSeq - lastReadSeq),
        pinned: r.pinned,
        memberCount: counts.get(r.id) ?? 0,
        isOnline: partner ? online.has(partner.user_id) : false,
      } satisfies Conversation,
    };
  });
  list.sort((a, b) => Number(b.item.pinned) - Number(a.item.pinned) || b.sortTime - a.sortTime);
  return list.map((x) => x.item);
}

/** GET /api/chats: every room the caller is in, most recently active first. */
export async function chatEntriesOf(ctx: ChatContext, me: MemberRow): Promise<ChatEntry[]> {
  const rows = await roomsRepository.conversationsOf(ctx.db, me.user_id);
  const partners = await partnersOf(ctx, rows, me.user_id);
  return rows
    .sort((a, b) => b.updated_at.getTime() - a.updated_at.getTime())
    .map((r) => ({
      id: r.id,
      name:
        (r.kind === 'direct' ? partners.get(partnerOf(r.direct_key, me.user_id) ?? '')?.nickname : r.name) ??
        '',
      type: roomTypeOf(r.kind),
      updatedAt: r.updated_at.toISOString(),
    }));
}

/** GET /api/chats/public: the public rooms and the open groups. */
export async function joinableRooms(ctx: ChatContext, me: MemberRow): Promise<PublicRoom[]> {
  const rows = await roomsRepository.joinable(ctx.db, me.user_id);
  const counts = await roomsRepository.memberCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name ?? '',
    type: roomTypeOf(r.kind),
    description: r.description,
    memberCount: counts.get(r.id) ?? 0,
    joined: r.joined_as !== null,
    pinned: r.pinned,
  }));
}

/** The header and member list of a room the caller belongs to. */
export async function detailOf(ctx: ChatContext, room: RoomRow, userId: string): Promise<RoomDetail> {
  const [members, counts, own] = await Promise.all([
    roomsRepository.members(ctx.db, room.id, MEMBER_LIST_LIMIT),
    roomsRepository.memberCounts(ctx.db, [room.id]),
    roomsRepository.membership(ctx.db, room.id, userId),
  ]);
  const partnerId = room.kind === 'direct' ? partnerOf(room.direct_key, userId) : null;
  const partner = partnerId ? await membersRepository.find(ctx.db, partnerId) : undefined;
  const online = await onlineAmong(ctx, members);
  const lastSeq = seq(room.last_seq);
  return {
    id: room.id,
    name: (room.kind === 'direct' ? partner?.nickname : room.name) ?? '',
    type: roomTypeOf(room.kind),
    description: room.description,
    memberCount: counts.get(room.id) ?? 0,
    participantId: partnerId,
    lastSeq,
    lastReadSeq: Math.min(seq(own?.last_read_seq), lastSeq),
    members: members.map((m) => ({
      userId: m.user_id,
      username: m.username,
      nickname: m.nickname,
      avatar: avatarFor(m, userId),
      role: m.role,
      isOnline: online.has(m.user_id),
    })),
  };
}

/** GET /api/chats/{roomId} */
export async function roomDetail(ctx: ChatContext, me: MemberRow, roomId: string): Promise<RoomDetail> {
  const { room } = await accessRoom(ctx.db, roomId, me.user_id);
  return detailOf(ctx, room, me.user_id);
}

/** POST /api/chats/{roomId}/join: public rooms and open groups only; joining twice is harmless. */
export async function joinRoom(ctx: ChatContext, me: MemberRow, roomId: string): Promise<RoomDetail> {
  const room = await roomsRepository.find(ctx.db, roomId);
  if (!room) throw errors.chatNotFound();
  const member = await roomsRepository.membership(ctx.db, roomId, me.user_id);
  if (!member) {
    // A private room the caller is not in answers like a missing one, as everywhere else.
    if (!(room.kind === 'public' || (room.kind === 'group' && room.open))) throw errors.chatNotFound();
    const added = await roomsRepository.addMembers(ctx.db, room.id, [me.user_id]);
    announceJoined(ctx, room.id, added);
  }
  return detailOf(ctx, room, me.user_id);
}
