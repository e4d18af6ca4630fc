import { sql, type Transaction } from 'kysely';
import type { Database, Db, RefreshTokenRow } from './database.js';

export const sessionsRepository = Object.freeze({
  async insert(
    db: Db,
    row: {
      id: string;
      user_id: string;
      family_id: string;
      token_hash: string;
      audience: 'member' | 'admin';
      expires_at: Date;
    },
  ) {
    await db.insertInto('refresh_tokens').values(row).execute();
  },

  /** Locks the row so two refreshes racing with one token cannot both rotate it. */
  async findByHashForUpdate(
    db: Transaction<Database>,
    tokenHash: string,
  ): Promise<RefreshTokenRow | undefined> {
    return db
      .selectFrom('refresh_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .forUpdate()
      .executeTakeFirst();
  },

  async findByHash(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
    return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  },

  async markUsed(db: Db, id: string) {
    await db.updateTable('refresh_tokens').set({ used_at: sql`now()` }).where('id', '=', id).execute();
  },

  async revokeFamily(db: Db, familyId: string) {
    await db
      .updateTable('refresh_tokens')
      .set({ revoked_at: sql`now()` })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  },

  async revokeAllForUser(db: Db, userId: string) {
    await db
      .updateTable('refresh_tokens')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  },
});
