import type { Db } from './database.js';

export const avatarsRepository = Object.freeze({
  async upsert(db: Db, row: { user_id: string; content: Buffer; content_type: string; hash: string }) {
    await db
      .insertInto('avatars')
      .values(row)
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ content: row.content, content_type: row.content_type, hash: row.hash }),
      )
      .execute();
  },

  async find(db: Db, userId: string) {
    return db.selectFrom('avatars').selectAll().where('user_id', '=', userId).executeTakeFirst();
  },

  async remove(db: Db, userId: string) {
    await db.deleteFrom('avatars').where('user_id', '=', userId).execute();
  },
});
