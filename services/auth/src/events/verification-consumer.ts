import { enqueueEvent, inboxHandler } from '@taishan/db';
import type { Database, UserRow } from '../db/database.js';
import { usersRepository } from '../db/users-repository.js';
import type { AuthContext } from '../domain/context.js';
import { userUpdatedPayload } from '../domain/events.js';
import { profileChangedFrame, tellMember } from '../domain/live.js';

/**
 * An approved real-name verification makes the member verified here too, with the masked name the
 * transfer dialog shows. Applied once per event (inbox), announced as a user update, and the
 * member's open apps are told once it committed.
 */
export async function startVerificationConsumer(ctx: AuthContext) {
  await ctx.bus.consume('auth_verification', 'events.verification.>', {
    'events.verification.approved': (event, meta) => {
      let verified: UserRow | undefined;
      return inboxHandler<Database, 'events.verification.approved'>(
        ctx.db,
        'auth_verification',
        async (trx, e) => {
          verified = await usersRepository.update(trx, e.payload.userId, {
            is_verified: true,
            real_name_masked: e.payload.realNameMasked,
          });
          if (verified) await enqueueEvent(trx, 'events.user.updated', userUpdatedPayload(verified));
        },
        () => {
          ctx.relay.kick();
          if (verified) tellMember(ctx, verified.id, profileChangedFrame(verified));
        },
      )(event, meta);
    },
  });
}
