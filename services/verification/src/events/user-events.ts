import { inboxHandler } from '@taishan/db';
import { applicationsRepository } from '../db/applications-repository.js';
import type { Database } from '../db/database.js';
import { membersRepository } from '../db/members-repository.js';
import type { VerificationContext } from '../domain/context.js';

export const USER_EVENTS_CONSUMER = 'verification-users';

/**
 * Keeps the member projection (username and nickname for the admin list) in step with auth: durable,
 * so nothing is missed while this service is down; inbox, so a redelivered event is applied once.
 * A deleted member's applications go with them: an identity number is not kept for an account that
 * no longer exists (the audit trail keeps only application ids).
 */
export async function startUserConsumer(ctx: VerificationContext) {
  await ctx.bus.consume(USER_EVENTS_CONSUMER, 'events.user.>', {
    'events.user.registered': inboxHandler<Database, 'events.user.registered'>(
      ctx.db,
      USER_EVENTS_CONSUMER,
      async (trx, e) => {
        await membersRepository.upsertRegistered(trx, e.payload);
      },
    ),
    'events.user.updated': inboxHandler<Database, 'events.user.updated'>(
      ctx.db,
      USER_EVENTS_CONSUMER,
      (trx, e) => membersRepository.applyUpdate(trx, e.payload),
    ),
    'events.user.deleted': inboxHandler<Database, 'events.user.deleted'>(
      ctx.db,
      USER_EVENTS_CONSUMER,
      async (trx, e) => {
        await membersRepository.markDeleted(trx, e.payload);
        await applicationsRepository.removeAllOf(trx, e.payload.userId);
      },
    ),
  });
}
