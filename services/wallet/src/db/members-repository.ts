import type { EventPayload } from '@taishan/contracts';
import { memberProjection } from '@taishan/db';
import { sql } from 'kysely';
import type { Db, MemberRow } from './database.js';

const projection = memberProjection<MemberRow>({ avatar: true });

/** The user projection (usernames for transfers, names for the admin list); written by consumers only. */
export const membersRepository = Object.freeze({
  ...projection,

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
