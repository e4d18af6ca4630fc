import { type Delivery, deliverRoomSubject, deliverUserSubject } from '@taishan/contracts';
import { deliver } from '@taishan/events';
import type { ChatContext } from './context.js';

/**
 * Live delivery (realtime turns these into socket frames), after the commit and best effort: a
 * client that misses one resyncs by seq.
 */
export const deliverToRoom = (ctx: ChatContext, roomId: string, delivery: Delivery) =>
  deliver(ctx.bus, deliverRoomSubject(roomId), delivery, ctx.log);

export const deliverToUser = (ctx: ChatContext, userId: string, delivery: Delivery) =>
  deliver(ctx.bus, deliverUserSubject(userId), delivery, ctx.log);

export function announceJoined(ctx: ChatContext, roomId: string, userIds: readonly string[]) {
  for (const userId of userIds) deliverToUser(ctx, userId, { type: 'room_joined', data: { chatId: roomId } });
}
