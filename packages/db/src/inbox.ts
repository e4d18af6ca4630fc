import type { EventEnvelope, EventSubject } from '@taishan/contracts';
import type { EventHandler } from '@taishan/events';
import type { Kysely, Transaction } from 'kysely';
import type { MessagingTables } from './outbox.js';

/**
 * Wraps an effect so it runs once per event: the inbox row and the effect commit together, and the
 * bus acks only after this resolves. A redelivered event finds its inbox row and does nothing.
 */
export function inboxHandler<DB, S extends EventSubject>(
  db: Kysely<DB>,
  consumer: string,
  effect: (trx: Transaction<DB>, event: EventEnvelope<S>) => Promise<void>,
  afterCommit?: () => void,
): EventHandler<S> {
  return async (event) => {
    let applied = false;
    await db.transaction().execute(async (trx) => {
      const inserted = await (trx as unknown as Transaction<MessagingTables>)
        .insertInto('inbox')
        .values({ event_id: event.id, consumer })
        .onConflict((oc) => oc.columns(['event_id', 'consumer']).doNothing())
        .returning('event_id')
        .executeTakeFirst();
      if (!inserted) return;
      await effect(trx, event);
      applied = true;
    });
    if (applied) afterCommit?.();
  };
}
