import { sql, type Transaction } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Database, Db, WalletRow } from './database.js';

export const walletsRepository = Object.freeze({
  async find(db: Db, userId: string): Promise<WalletRow | undefined> {
    return db.selectFrom('wallets').selectAll().where('user_id', '=', userId).executeTakeFirst();
  },

  /**
   * Row locks on the given wallets, always taken in user-id order so two transfers between the same
   * pair (in either direction) queue up instead of deadlocking.
   */
  async lockMany(trx: Transaction<Database>, userIds: readonly string[]): Promise<Map<string, WalletRow>> {
    const ids = [...new Set(userIds)].sort();
    const rows = await trx
      .selectFrom('wallets')
      .selectAll()
      .where('user_id', 'in', ids)
      .orderBy('user_id')
      .forUpdate()
      .execute();
    return new Map(rows.map((r) => [r.user_id, r]));
  },

  /** Opens the member's wallet and its ledger account; a second call (redelivery) changes nothing. */
  async create(db: Db, userId: string): Promise<void> {
    const accountId = uuidv7();
    const account = await db
      .insertInto('accounts')
      .values({ id: accountId, kind: 'wallet', code: `wallet:${userId}` })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!account) return;
    await db
      .insertInto('wallets')
      .values({ user_id: userId, account_id: account.id })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  },

  async close(db: Db, userId: string): Promise<void> {
    await db
      .updateTable('wallets')
      .set({ closed_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('closed_at', 'is', null)
      .execute();
  },

  /**
   * Stores a new transaction password hash. The count and any lock stay as they are: they belong
   * to the attempts that were made, and the caller holds the row lock and has checked both.
   */
  async setPassword(trx: Transaction<Database>, userId: string, hash: string): Promise<void> {
    await trx
      .updateTable('wallets')
      .set({ transaction_password_hash: hash })
      .where('user_id', '=', userId)
      .execute();
  },

  /**
   * Counts one wrong transaction password (the caller's transaction holds the row lock, so
   * concurrent wrong guesses each count). A lock that has run out starts the count again; reaching
   * `maxFailures` locks until now + lockMinutes.
   */
  async recordFailure(
    trx: Transaction<Database>,
    userId: string,
    maxFailures: number,
    lockMinutes: number,
  ): Promise<{ failures: number; lockedUntil: Date | null }> {
    const current = await trx
      .selectFrom('wallets')
      .select(['password_failures', sql<boolean>`coalesce(locked_until <= now(), false)`.as('expired')])
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const failures = current.expired ? 1 : current.password_failures + 1;
    const row = await trx
      .updateTable('wallets')
      .set({
        password_failures: failures,
        locked_until:
          failures >= maxFailures ? sql<Date>`now() + make_interval(mins => ${lockMinutes})` : null,
      })
      .where('user_id', '=', userId)
      .returning('locked_until')
      .executeTakeFirstOrThrow();
    return { failures, lockedUntil: row.locked_until };
  },

  async clearFailures(db: Db, userId: string): Promise<void> {
    await db
      .updateTable('wallets')
      .set({ password_failures: 0, locked_until: null })
      .where('user_id', '=', userId)
      .where('password_failures', '>', 0)
      .execute();
  },
});
