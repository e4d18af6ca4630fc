import type { ChatMessage, MessageStatus, RoomType } from '@taishan/contracts';
import type { Kysely } from 'kysely';
import type { Database, RoomKind, RoomRow } from '../db/database.js';
import type { MessageWithSender } from '../db/messages-repository.js';
import { roomsRepository } from '../db/rooms-repository.js';
import { avatarFor, partnerOf } from './members.js';

export const roomTypeOf = (kind: RoomKind): RoomType => (kind === 'direct' ? 'private' : kind);

/** What a message's status depends on, for one viewer of one room. */
export interface StatusBasis {
  viewerId: string;
  kind: RoomKind;
  viewerReadSeq: number;
  /** The lowest delivered/read marks among the other members; null when nobody else is in. */
  others: { read: number; delivered: number } | null;
}

export async function statusBasis(
  db: Kysely<Database>,
  room: Pick<RoomRow, 'id' | 'kind'>,
  viewerId: string,
  viewerReadSeq: number,
): Promise<StatusBasis> {
  // Public rooms have no receipts: reading positions of hundreds of members say nothing useful.
  const others = room.kind === 'public' ? null : await roomsRepository.othersProgress(db, room.id, viewerId);
  return { viewerId, kind: room.kind, viewerReadSeq, others };
}

/**
 * The sender sees sent → delivered → read: in a direct room from the partner's marks, in a group
 * once every other member passed the message, in a public room always "sent". Someone else's
 * message reads "read" when the viewer has read up to it and "delivered" otherwise (it is on
 * their screen, so it was evidently delivered).
 */
export function statusFor(
  m: Pick<MessageWithSender, 'sender_id' | 'seq'>,
  basis: StatusBasis,
): MessageStatus {
  const seq = Number(m.seq);
  if (m.sender_id !== basis.viewerId) return seq <= basis.viewerReadSeq ? 'read' : 'delivered';
  if (basis.kind === 'public' || !basis.others) return 'sent';
  if (basis.others.read >= seq) return 'read';
  if (basis.others.delivered >= seq) return 'delivered';
  return 'sent';
}

/**
 * One message readable by both screens (the chat room's and the conversation's field names), as
 * `viewerId` sees it (null: everyone in the room at once, so a hidden avatar stays hidden).
 */
export function toChatMessage(
  m: MessageWithSender,
  room: Pick<RoomRow, 'kind' | 'direct_key'>,
  status: MessageStatus,
  viewerId: string | null,
): ChatMessage {
  const createdAt = m.created_at.toISOString();
  const avatar = avatarFor(
    {
      user_id: m.sender_id,
      avatar: m.sender_avatar ?? null,
      show_profile_picture: m.sender_show_profile_picture ?? false,
    },
    viewerId,
  );
  const recalled = m.recalled_at !== null;
  return {
    id: m.id,
    roomId: m.room_id,
    seq: Number(m.seq),
    clientId: m.client_id,
    userId: m.sender_id,
    senderId: m.sender_id,
    senderName: m.sender_nickname ?? '道友',
    senderAvatar: avatar,
    avatar,
    receiverId: room.kind === 'direct' ? partnerOf(room.direct_key, m.sender_id) : null,
    // A recalled message's words never leave again, in history or a resync.
    content: recalled ? '' : m.content,
    type: m.type,
    messageType: m.type,
    status,
    createdAt,
    timestamp: createdAt,
    recalled,
  };
}
