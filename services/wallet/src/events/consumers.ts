import { inboxHandler } from '@taishan/db';
import type { Database } from '../db/database.js';
import { membersRepository } from '../db/members-repository.js';
import { walletsRepository } from '../db/wallets-repository.js';
import type { WalletContext } from '../domain/context.js';

export const USER_EVENTS_CONSUMER = 'wallet-users';
export const VERIFICATION_EVENTS_CONSUMER = 'wallet-verifications';

/**
 * Durable consumers (nothing is missed while the wallet is down) with an inbox (a redelivered event
 * is applied once). Registration opens a member's wallet; deletion closes it (the ledger keeps its
 * history and balance); an approved verification marks the member verified.
 */
export async function startConsumers(ctx: WalletContext) {
  await ctx.bus.consume(USER_EVENTS_CONSUMER, 'events.user.>', {
    'events.user.registered': inboxHandler<Database, 'events.user.registered'>(
      ctx.db,
      USER_EVENTS_CONSUMER,
      async (trx, e) => {
        const member = await membersRepository.upsertRegistered(trx, e.payload);
        if (member?.role === 'member') await walletsRepository.create(trx, member.user_id);
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
        await walletsRepository.close(trx, e.payload.userId);
      },
    ),
  });

  await ctx.bus.consume(VERIFICATION_EVENTS_CONSUMER, 'events.verification.approved', {
    'events.verification.approved': inboxHandler<Database, 'events.verification.approved'>(
      ctx.db,
      VERIFICATION_EVENTS_CONSUMER,
      (trx, e) => membersRepository.markVerified(trx, e.payload),
    ),
  });
}
