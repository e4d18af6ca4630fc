import { sql, type Transaction } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Database, Db, PaymentRow } from './database.js';

export const paymentsRepository = Object.freeze({
  async create(
    db: Db,
    p: { userId: string; amount: bigint; method: string; provider: string },
  ): Promise<PaymentRow> {
    return db
      .insertInto('payments')
      .values({ id: uuidv7(), user_id: p.userId, amount: p.amount, method: p.method, provider: p.provider })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** Moves a pending payment to completed once; undefined when it was not pending (a repeated callback). */
  async complete(
    trx: Transaction<Database>,
    id: string,
    providerRef: string,
  ): Promise<PaymentRow | undefined> {
    return trx
      .updateTable('payments')
      .set({ status: 'completed', provider_ref: providerRef, confirmed_at: sql`now()` })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
  },
});
