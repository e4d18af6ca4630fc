import { DEFAULT_BIO, type EventPayload } from '@taishan/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, MemberRow } from './database.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The profile projection: written only by the user-event consumer. */
export const membersRepository = Object.freeze({
  async find(db: Db, userId: string): Promise<MemberRow | undefined> {
    return db.selectFrom('members').selectAll().where('user_id', '=', userId).executeTakeFirst();
  },

  async findMany(db: Db, userIds: readonly string[]): Promise<MemberRow[]> {
    if (userIds.length === 0) return [];
    return db
      .selectFrom('members')
      .selectAll()
      .where('user_id', 'in', [...new Set(userIds)])
      .execute();
  },

  async findByUsernames(db: Db, usernames: readonly string[]): Promise<MemberRow[]> {
    return db
      .selectFrom('members')
      .selectAll()
      .where('username', 'in', [...usernames])
      .where('deleted_at', 'is', null)
      .execute();
  },

  /** A deleted member stays deleted: a late or replayed registration does not bring them back. */
  async upsertRegistered(db: Db, p: EventPayload<'events.user.registered'>): Promise<MemberRow | undefined> {
    return db
      .insertInto('members')
      .values({
        user_id: p.userId,
        username: p.username,
        nickname: p.nickname,
        avatar: p.avatar,
        role: p.role,
        // auth gives every new member the default bio; events that omit it mean that one.
        bio: p.bio ?? DEFAULT_BIO,
        deleted_at: null,
      })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({
            username: p.username,
            nickname: p.nickname,
            avatar: p.avatar,
            role: p.role,
            ...(p.bio === undefined ? {} : { bio: p.bio }),
            updated_at: sql`now()`,
          })
          .where('members.deleted_at', 'is', null),
      )
      .returningAll()
      .executeTakeFirst();
  },

  async applyUpdate(db: Db, p: EventPayload<'events.user.updated'>): Promise<void> {
    const changes = {
      username: p.username,
      nickname: p.nickname,
      avatar: p.avatar,
      show_online_status: p.privacy.showOnlineStatus,
      allow_friend_requests: p.privacy.allowFriendRequests,
      allow_stranger_messages: p.privacy.allowStrangerMessages,
      // Older publishers leave these out: what the projection holds stays.
      ...(p.privacy.showProfilePicture === undefined
        ? {}
        : { show_profile_picture: p.privacy.showProfilePicture }),
      ...(p.privacy.profileVisible === undefined ? {} : { profile_visible: p.privacy.profileVisible }),
      ...(p.privacy.allowGroupInvites === undefined
        ? {}
        : { allow_group_invites: p.privacy.allowGroupInvites }),
      ...(p.bio === undefined ? {} : { bio: p.bio }),
    };
    // Only members are ever updated, so an update that overtakes its registration may create the row.
    await db
      .insertInto('members')
      .values({ user_id: p.userId, role: 'member', bio: p.bio ?? DEFAULT_BIO, deleted_at: null, ...changes })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ ...changes, updated_at: sql`now()` })
          .where('members.deleted_at', 'is', null),
      )
      .execute();
  },

  /** Marks the member deleted (a tombstone if they were never seen); true when this changed anything. */
  async markDeleted(db: Db, userId: string, username: string): Promise<boolean> {
    const row = await db
      .insertInto('members')
      .values({
        user_id: userId,
        username,
        nickname: username,
        avatar: null,
        role: 'member',
        bio: '',
        deleted_at: sql<Date>`now()`,
      })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ deleted_at: sql`now()`, avatar: null, updated_at: sql`now()` })
          .where('members.deleted_at', 'is', null),
      )
      .returning('user_id')
      .executeTakeFirst();
    return row !== undefined;
  },
});
