import { type Delivery, deliverRoomSubject, deliverUserSubject } from '@taishan/contracts';
import type { ChatContext } from './context.js';

/**
 * Live delivery on NATS core subjects (realtime turns these into socket frames). It happens after
 * the commit and is best effort: a client that misses it resyncs by seq, so a failure only logs.
 */
function publish(ctx: ChatContext, subject: string, delivery: Delivery) {
  try {
    ctx.bus.nc.publish(ctx.bus.subject(subject), JSON.stringify(delivery));
  } catch (err) {
    ctx.log.warn({ err, subject, type: delivery.type }, 'live delivery failed');
  }
}

export const deliverToRoom = (ctx: ChatContext, roomId: string, delivery: Delivery) =>
  publish(ctx, deliverRoomSubject(roomId), delivery);

export const deliverToUser = (ctx: ChatContext, userId: string, delivery: Delivery) =>
  publish(ctx, deliverUserSubject(userId), delivery);

export function announceJoined(ctx: ChatContext, roomId: string, userIds: readonly string[]) {
  for (const userId of userIds) deliverToUser(ctx, userId, { type: 'room_joined', data: { chatId: roomId } });
}
