import type { EventPayload } from '@taishan/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, MemberRow } from './database.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The user projection (usernames for transfers, names for the admin list); written by consumers only. */
export const membersRepository = Object.freeze({
  async find(db: Db, userId: string): Promise<MemberRow | undefined> {
    return db.selectFrom('members').selectAll().where('user_id', '=', userId).executeTakeFirst();
  },

  /** A live member with this username, in any case (auth keeps usernames unique ignoring case). */
  async findMemberByUsername(db: Db, username: string): Promise<MemberRow | undefined> {
    return db
      .selectFrom('members')
      .selectAll()
      .where(sql`lower(username)`, '=', username.toLowerCase())
      .where('deleted_at', 'is', null)
      .where('role', '=', 'member')
      .executeTakeFirst();
  },

  /** A deleted user stays deleted: a late or replayed registration does not bring them back. */
  async upsertRegistered(db: Db, p: EventPayload<'events.user.registered'>): Promise<MemberRow | undefined> {
    const values = { username: p.username, nickname: p.nickname, avatar: p.avatar, role: p.role };
    return db
      .insertInto('members')
      .values({ user_id: p.userId, ...values, deleted_at: null })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ ...values, updated_at: sql`now()` })
          .where('members.deleted_at', 'is', null),
      )
      .returningAll()
      .executeTakeFirst();
  },

  async applyUpdate(db: Db, p: EventPayload<'events.user.updated'>): Promise<void> {
    await db
      .updateTable('members')
      .set({ username: p.username, nickname: p.nickname, avatar: p.avatar, updated_at: sql`now()` })
      .where('user_id', '=', p.userId)
      .where('deleted_at', 'is', null)
      .execute();
  },

  /** Marks the user deleted (a tombstone if they were never seen). */
  async markDeleted(db: Db, userId: string, username: string): Promise<void> {
    await db
      .insertInto('members')
      .values({
        user_id: userId,
        username,
        nickname: username,
        avatar: null,
        role: 'member',
        deleted_at: sql<Date>`now()`,
      })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ deleted_at: sql`now()`, updated_at: sql`now()` })
          .where('members.deleted_at', 'is', null),
      )
      .execute();
  },

  async markVerified(db: Db, p: EventPayload<'events.verification.approved'>): Promise<void> {
    await db
      .insertInto('verified_members')
      .values({ user_id: p.userId, real_name_masked: p.realNameMasked, verified_at: new Date(p.verifiedAt) })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ real_name_masked: p.realNameMasked, verified_at: new Date(p.verifiedAt) }),
      )
      .execute();
  },

  async isVerified(db: Db, userId: string): Promise<boolean> {
    const row = await db
      .selectFrom('verified_members')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  },
});
