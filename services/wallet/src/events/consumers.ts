import { consumeMemberEvents, inboxHandler } from '@taishan/db';
import type { Database } from '../db/database.js';
import { membersRepository } from '../db/members-repository.js';
import { walletsRepository } from '../db/wallets-repository.js';
import type { WalletContext } from '../domain/context.js';
import { tellMembers } from '../domain/live.js';

export const USER_EVENTS_CONSUMER = 'wallet-users';
export const VERIFICATION_EVENTS_CONSUMER = 'wallet-verifications';

/**
 * Durable consumers (nothing is missed while the wallet is down) with an inbox (a redelivered event
 * is applied once). Registration opens a member's wallet; deletion closes it (the ledger keeps its
 * history and balance); an approved verification marks the member verified.
 */
export async function startConsumers(ctx: WalletContext) {
  await consumeMemberEvents(ctx.bus, ctx.db, {
    consumer: USER_EVENTS_CONSUMER,
    projection: membersRepository,
    registered: async (trx, member) => {
      if (member.role === 'member') await walletsRepository.create(trx, member.user_id);
    },
    deleted: async (trx, p) => {
      await walletsRepository.close(trx, p.userId);
    },
  });

  // The member's open wallet shows 已实名 once the mark committed.
  await ctx.bus.consume(VERIFICATION_EVENTS_CONSUMER, 'events.verification.approved', {
    'events.verification.approved': (event, meta) =>
      inboxHandler<Database, 'events.verification.approved'>(
        ctx.db,
        VERIFICATION_EVENTS_CONSUMER,
        (trx, e) => membersRepository.markVerified(trx, e.payload),
        () =>
          tellMembers(ctx, [
            {
              userId: event.payload.userId,
              change: { type: 'verified', verifiedAt: event.payload.verifiedAt },
            },
          ]),
      )(event, meta),
  });
}
