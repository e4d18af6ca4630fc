import type { EventPayload } from '@taishan/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, MemberRow } from './database.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The member projection: written only by the user-event consumer. */
export const membersRepository = Object.freeze({
  async find(db: Db, userId: string): Promise<MemberRow | undefined> {
    return db.selectFrom('members').selectAll().where('user_id', '=', userId).executeTakeFirst();
  },

  /** A deleted member stays deleted: a late or replayed registration does not bring them back. */
  async upsertRegistered(db: Db, p: EventPayload<'events.user.registered'>): Promise<void> {
    await db
      .insertInto('members')
      .values({
        user_id: p.userId,
        username: p.username,
        nickname: p.nickname,
        role: p.role,
        deleted_at: null,
      })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ username: p.username, nickname: p.nickname, role: p.role, updated_at: sql`now()` })
          .where('members.deleted_at', 'is', null),
      )
      .execute();
  },

  /** An update for a member this service has not seen yet still lands (events may arrive late). */
  async applyUpdate(db: Db, p: EventPayload<'events.user.updated'>): Promise<void> {
    await db
      .insertInto('members')
      .values({
        user_id: p.userId,
        username: p.username,
        nickname: p.nickname,
        role: 'member',
        deleted_at: null,
      })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ username: p.username, nickname: p.nickname, updated_at: sql`now()` })
          .where('members.deleted_at', 'is', null),
      )
      .execute();
  },

  async markDeleted(db: Db, p: EventPayload<'events.user.deleted'>): Promise<void> {
    await db
      .insertInto('members')
      .values({
        user_id: p.userId,
        username: p.username,
        nickname: p.username,
        role: 'member',
        deleted_at: sql`now()`,
      })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ deleted_at: sql`now()`, updated_at: sql`now()` }),
      )
      .execute();
  },
});
