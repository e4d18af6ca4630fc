import { type Delivery, deliverUserSubject } from '@taishan/contracts';
import { deliver } from '@taishan/events';
import type { UserRow } from '../db/database.js';
import type { AuthContext } from './context.js';

/**
 * Tells every open app of the member (every device) that their record changed, once the change
 * committed; the app reads it again. The device that saved gets it too and finds nothing new.
 */
export function tellMember(ctx: Pick<AuthContext, 'bus' | 'log'>, userId: string, frame: Delivery) {
  deliver(ctx.bus, deliverUserSubject(userId), frame, ctx.log);
}

export const profileChangedFrame = (row: UserRow): Delivery => ({
  type: 'profile_changed',
  data: { profileVersion: row.profile_version },
});
