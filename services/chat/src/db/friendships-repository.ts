import { sql, type Transaction } from 'kysely';
import type { Database, Db } from './database.js';

/** Friendship is mutual and stored in both directions, so "my friends" is one indexed lookup. */
export const friendshipsRepository = Object.freeze({
  async areFriends(db: Db, userId: string, otherId: string): Promise<boolean> {
    const row = await db
      .selectFrom('friendships')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('friend_id', '=', otherId)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Which of the given ids are friends of the member. */
  async friendsAmong(db: Db, userId: string, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .selectFrom('friendships')
      .select('friend_id')
      .where('user_id', '=', userId)
      .where('friend_id', 'in', [...ids])
      .execute();
    return new Set(rows.map((r) => r.friend_id));
  },

  /**
   * Both directions; undefined when they were friends already (a concurrent add got there first).
   * Rows go in a fixed order so two members adding each other at once never deadlock.
   */
  async add(trx: Transaction<Database>, userId: string, friendId: string): Promise<Date | undefined> {
    const [low, high] = userId < friendId ? [userId, friendId] : [friendId, userId];
    const rows = await trx
      .insertInto('friendships')
      .values([
        { user_id: low, friend_id: high },
        { user_id: high, friend_id: low },
      ])
      .onConflict((oc) => oc.columns(['user_id', 'friend_id']).doNothing())
      .returning('created_at')
      .execute();
    return rows.length === 2 ? rows[0]?.created_at : undefined;
  },

  async remove(db: Db, userId: string, friendId: string): Promise<number> {
    const rows = await db
      .deleteFrom('friendships')
      .where((eb) =>
        eb.or([
          eb.and([eb('user_id', '=', userId), eb('friend_id', '=', friendId)]),
          eb.and([eb('user_id', '=', friendId), eb('friend_id', '=', userId)]),
        ]),
      )
      .returning('user_id')
      .execute();
    return rows.length;
  },

  /** Ends every friendship of the member; returns who their friends were. */
  async removeAllOf(db: Db, userId: string): Promise<string[]> {
    const rows = await db
      .deleteFrom('friendships')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('friend_id', '=', userId)]))
      .returning(['user_id', 'friend_id'])
      .execute();
    return [...new Set(rows.map((r) => (r.user_id === userId ? r.friend_id : r.user_id)))];
  },

  async friendIds(db: Db, userId: string): Promise<string[]> {
    const rows = await db
      .selectFrom('friendships')
      .select('friend_id')
      .where('user_id', '=', userId)
      .execute();
    return rows.map((r) => r.friend_id);
  },

  async listOf(db: Db, userId: string) {
    return db
      .selectFrom('friendships as f')
      .innerJoin('members as m', 'm.user_id', 'f.friend_id')
      .select([
        'm.user_id',
        'm.username',
        'm.nickname',
        'm.avatar',
        'm.bio',
        'm.show_online_status',
        'm.show_profile_picture',
        'm.profile_visible',
        'f.created_at',
      ])
      .where('f.user_id', '=', userId)
      .where('m.deleted_at', 'is', null)
      .orderBy('f.created_at', 'desc')
      .orderBy(sql`m.nickname`)
      .execute();
  },
});
