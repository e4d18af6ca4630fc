import { enqueueEvent, inboxHandler } from '@taishan/db';
import { usersRepository } from '../db/users-repository.js';
import type { AuthContext } from '../domain/context.js';
import { userUpdatedPayload } from '../domain/events.js';

/**
 * An approved real-name verification makes the member verified here too, with the masked name the
 * transfer dialog shows. Applied once per event (inbox), announced as a user update.
 */
export async function startVerificationConsumer(ctx: AuthContext) {
  await ctx.bus.consume('auth_verification', 'events.verification.>', {
    'events.verification.approved': inboxHandler(
      ctx.db,
      'auth_verification',
      async (trx, event) => {
        const row = await usersRepository.update(trx, event.payload.userId, {
          is_verified: true,
          real_name_masked: event.payload.realNameMasked,
        });
        if (row) await enqueueEvent(trx, 'events.user.updated', userUpdatedPayload(row));
      },
      () => ctx.relay.kick(),
    ),
  });
}
