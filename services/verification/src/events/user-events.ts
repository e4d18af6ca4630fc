import { consumeMemberEvents } from '@taishan/db';
import { applicationsRepository } from '../db/applications-repository.js';
import { membersRepository } from '../db/members-repository.js';
import type { VerificationContext } from '../domain/context.js';

export const USER_EVENTS_CONSUMER = 'verification-users';

/**
 * Keeps the member projection (username and nickname for the admin list) in step with auth. A
 * deleted member's applications go with them: an identity number is not kept for an account that
 * no longer exists (the audit trail keeps only application ids).
 */
export function startUserConsumer(ctx: VerificationContext) {
  return consumeMemberEvents(ctx.bus, ctx.db, {
    consumer: USER_EVENTS_CONSUMER,
    projection: membersRepository,
    deleted: async (trx, p) => {
      await applicationsRepository.removeAllOf(trx, p.userId);
    },
  });
}
