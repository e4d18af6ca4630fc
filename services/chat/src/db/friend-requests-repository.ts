import { sql, type Transaction } from 'kysely';
import type { Database, Db, FriendRequestRow, FriendRequestStatus } from './database.js';

/** A pending request with the other member's profile, from one member's side. */
export type PendingRequestWithMember = FriendRequestRow & {
  user_id: string;
  username: string;
  nickname: string;
  avatar: string | null;
  bio: string;
  show_profile_picture: boolean;
  profile_visible: boolean;
};

export const friendRequestsRepository = Object.freeze({
  /**
   * Serialises everything that changes one pair's requests or friendship until the commit, so two
   * members asking each other at the same moment end as friends instead of with two crossed requests.
   */
  async lockPair(trx: Transaction<Database>, pairKey: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtextextended(${pairKey}, 0))`.execute(trx);
  },

  async findPending(db: Db, requesterId: string, recipientId: string): Promise<FriendRequestRow | undefined> {
    return db
      .selectFrom('friend_requests')
      .selectAll()
      .where('requester_id', '=', requesterId)
      .where('recipient_id', '=', recipientId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
  },

  async findPendingById(db: Db, id: string): Promise<FriendRequestRow | undefined> {
    return db
      .selectFrom('friend_requests')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
  },

  /** Whether the recipient declined this asker since the given moment. */
  async declinedSince(db: Db, requesterId: string, recipientId: string, since: Date): Promise<boolean> {
    const row = await db
      .selectFrom('friend_requests')
      .select('id')
      .where('requester_id', '=', requesterId)
      .where('recipient_id', '=', recipientId)
      .where('status', '=', 'declined')
      .where('answered_at', '>', since)
      .executeTakeFirst();
    return row !== undefined;
  },

  async insert(
    trx: Transaction<Database>,
    r: { id: string; requesterId: string; recipientId: string; pairKey: string },
  ): Promise<FriendRequestRow> {
    return trx
      .insertInto('friend_requests')
      .values({
        id: r.id,
        requester_id: r.requesterId,
        recipient_id: r.recipientId,
        pair_key: r.pairKey,
        answered_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** Ends a pending request; undefined when it was no longer pending. */
  async close(
    trx: Transaction<Database>,
    id: string,
    status: Exclude<FriendRequestStatus, 'pending'>,
  ): Promise<FriendRequestRow | undefined> {
    return trx
      .updateTable('friend_requests')
      .set({ status, answered_at: sql`now()` })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
  },

  /** The member's pending requests both ways, newest first, with the other member (deleted ones left out). */
  async pendingOf(db: Db, userId: string): Promise<PendingRequestWithMember[]> {
    return db
      .selectFrom('friend_requests as r')
      .innerJoin('members as m', (j) =>
        j.on((eb) =>
          eb.or([
            eb.and([eb('r.requester_id', '=', userId), eb('m.user_id', '=', eb.ref('r.recipient_id'))]),
            eb.and([eb('r.recipient_id', '=', userId), eb('m.user_id', '=', eb.ref('r.requester_id'))]),
          ]),
        ),
      )
      .selectAll('r')
      .select([
        'm.user_id',
        'm.username',
        'm.nickname',
        'm.avatar',
        'm.bio',
        'm.show_profile_picture',
        'm.profile_visible',
      ])
      .where('r.status', '=', 'pending')
      .where('m.deleted_at', 'is', null)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .execute();
  },

  /** Drops every pending request a (deleted) member asked or was asked; returns what was dropped. */
  async removePendingOf(db: Db, userId: string): Promise<FriendRequestRow[]> {
    return db
      .deleteFrom('friend_requests')
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('requester_id', '=', userId), eb('recipient_id', '=', userId)]))
      .returningAll()
      .execute();
  },
});
