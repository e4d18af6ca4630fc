import { type Kysely, sql } from 'kysely';
import type { Database } from './database.js';

export const keysRepository = Object.freeze({
  async active(db: Kysely<Database>) {
    return db
      .selectFrom('signing_keys')
      .selectAll()
      .where('retired_at', 'is', null)
      .orderBy('created_at', 'desc')
      .execute();
  },

  async insertIfNone(db: Kysely<Database>, row: { kid: string; private_jwk: string; public_jwk: string }) {
    // A transaction-level advisory lock makes replicas starting together agree on one key.
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext('auth.signing_keys'))`.execute(trx);
      const existing = await trx
        .selectFrom('signing_keys')
        .select('kid')
        .where('retired_at', 'is', null)
        .executeTakeFirst();
      if (!existing) await trx.insertInto('signing_keys').values(row).execute();
    });
  },
});
