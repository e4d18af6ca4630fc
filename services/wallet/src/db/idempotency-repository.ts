import { sql, type Transaction } from 'kysely';
import type { Database, Db } from './database.js';

export interface StoredAnswer {
  request_hash: string;
  status_code: number;
  response: unknown;
}

export const idempotencyRepository = Object.freeze({
  async find(db: Db, userId: string, key: string): Promise<StoredAnswer | undefined> {
    return db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'status_code', 'response'])
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst();
  },

  /**
   * Claims the key inside the caller's transaction. A concurrent claim of the same key waits on the
   * primary key until this transaction ends, then sees the row (committed) or claims it (rolled back).
   */
  async claim(
    trx: Transaction<Database>,
    userId: string,
    key: string,
    requestHash: string,
  ): Promise<boolean> {
    const row = await trx
      .insertInto('idempotency_keys')
      .values({ user_id: userId, key, request_hash: requestHash, status_code: 0, response: '{}' })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    return row !== undefined;
  },

  async store(trx: Transaction<Database>, userId: string, key: string, status: number, response: unknown) {
    await trx
      .updateTable('idempotency_keys')
      .set({ status_code: status, response: JSON.stringify(response) })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .execute();
  },

  /** Forgets answers older than the retention window; returns how many went. */
  async prune(db: Db, olderThanHours: number): Promise<number> {
    const result = await db
      .deleteFrom('idempotency_keys')
      .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${olderThanHours})`)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
});
