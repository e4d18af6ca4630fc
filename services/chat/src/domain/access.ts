import type { Db, RoomMemberRow, RoomRow } from '../db/database.js';
import { roomsRepository } from '../db/rooms-repository.js';
import { errors } from './errors.js';

export interface RoomAccess {
  room: RoomRow;
  membership: RoomMemberRow;
}

/**
 * Only members read or write a room. Rooms anyone may join say "join first"; private rooms (direct
 * and invitation-only groups) answer as if they did not exist, so ids cannot be probed.
 */
export async function accessRoom(db: Db, roomId: string, userId: string): Promise<RoomAccess> {
  const room = await roomsRepository.find(db, roomId);
  if (!room) throw errors.chatNotFound();
  const membership = await roomsRepository.membership(db, roomId, userId);
  if (membership) return { room, membership };
  if (room.kind === 'public') throw errors.joinRoomFirst();
  if (room.kind === 'group' && room.open) throw errors.joinGroupFirst();
  throw errors.chatNotFound();
}
