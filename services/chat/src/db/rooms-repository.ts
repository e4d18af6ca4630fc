import { sql, type Transaction } from 'kysely';
import type { Database, Db, MemberRow, RoomMemberRow, RoomRow } from './database.js';

export type MemberOfRoom = Pick<
  MemberRow,
  'user_id' | 'username' | 'nickname' | 'avatar' | 'show_online_status' | 'show_profile_picture'
> &
  Pick<RoomMemberRow, 'role' | 'joined_at'>;

export const roomsRepository = Object.freeze({
  async find(db: Db, id: string): Promise<RoomRow | undefined> {
    return db.selectFrom('rooms').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async findDirect(db: Db, directKey: string): Promise<RoomRow | undefined> {
    return db.selectFrom('rooms').selectAll().where('direct_key', '=', directKey).executeTakeFirst();
  },

  /** Undefined when another request created the pair's room first (the unique direct_key). */
  async insertDirect(db: Db, id: string, directKey: string, createdBy: string): Promise<RoomRow | undefined> {
    return db
      .insertInto('rooms')
      .values({ id, kind: 'direct', name: null, direct_key: directKey, created_by: createdBy })
      .onConflict((oc) => oc.column('direct_key').doNothing())
      .returningAll()
      .executeTakeFirst();
  },

  async insertGroup(db: Db, id: string, name: string, createdBy: string): Promise<RoomRow> {
    return db
      .insertInto('rooms')
      .values({ id, kind: 'group', name, direct_key: null, created_by: createdBy })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /**
   * Takes the next seq of the room. The row lock this update holds until commit is what orders
   * concurrent sends: each waits for the one before it, so seqs are gapless and strictly increasing.
   */
  async nextSeq(trx: Transaction<Database>, roomId: string): Promise<number> {
    const row = await trx
      .updateTable('rooms')
      .set({ last_seq: sql`last_seq + 1`, updated_at: sql`now()` })
      .where('id', '=', roomId)
      .returning('last_seq')
      .executeTakeFirstOrThrow();
    return Number(row.last_seq);
  },

  async membership(db: Db, roomId: string, userId: string): Promise<RoomMemberRow | undefined> {
    return db
      .selectFrom('room_members')
      .selectAll()
      .where('room_id', '=', roomId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  /**
   * Adds members who are not in yet and returns who was added. Newcomers start as having read
   * everything before they came, so history from before their arrival neither counts as unread nor
   * holds back the read ticks of older messages.
   */
  async addMembers(
    db: Db,
    roomId: string,
    userIds: readonly string[],
    role: 'owner' | 'member' = 'member',
  ): Promise<string[]> {
    if (userIds.length === 0) return [];
    const rows = await db
      .insertInto('room_members')
      .columns(['room_id', 'user_id', 'role', 'last_read_seq', 'last_delivered_seq'])
      .expression((eb) =>
        eb
          .selectFrom('rooms')
          .innerJoin(
            sql<{ user_id: string }>`(select unnest(${sql.val([...userIds])}::uuid[]) as user_id)`.as('u'),
            (j) => j.onTrue(),
          )
          .select([
            'rooms.id',
            'u.user_id',
            sql.lit(role).as('role'),
            'rooms.last_seq',
            sql.ref('rooms.last_seq').as('delivered'),
          ])
          .where('rooms.id', '=', roomId),
      )
      .onConflict((oc) => oc.columns(['room_id', 'user_id']).doNothing())
      .returning('user_id')
      .execute();
    return rows.map((r) => r.user_id);
  },

  /** Joins every public room; returns the rooms the member was not in before. */
  async joinPublicRooms(db: Db, userId: string): Promise<string[]> {
    const rows = await db
      .insertInto('room_members')
      .columns(['room_id', 'user_id', 'role', 'last_read_seq', 'last_delivered_seq'])
      .expression((eb) =>
        eb
          .selectFrom('rooms')
          .select([
            'id',
            sql.val(userId).as('user_id'),
            sql.lit('member').as('role'),
            'last_seq',
            sql.ref('last_seq').as('delivered'),
          ])
          .where('kind', '=', 'public'),
      )
      .onConflict((oc) => oc.columns(['room_id', 'user_id']).doNothing())
      .returning('room_id')
      .execute();
    return rows.map((r) => r.room_id);
  },

  async removeMember(db: Db, roomId: string, userId: string): Promise<RoomMemberRow | undefined> {
    return db
      .deleteFrom('room_members')
      .where('room_id', '=', roomId)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
  },

  async removeFromAll(db: Db, userId: string): Promise<RoomMemberRow[]> {
    return db.deleteFrom('room_members').where('user_id', '=', userId).returningAll().execute();
  },

  /** A group whose owner left passes to the member who joined earliest. */
  async promoteEarliestIfOwnerless(db: Db, roomId: string): Promise<void> {
    await sql`
      update room_members set role = 'owner'
      where room_id = ${roomId}
        and not exists (select 1 from room_members o where o.room_id = ${roomId} and o.role = 'owner')
        and user_id = (select user_id from room_members where room_id = ${roomId}
                       order by joined_at, user_id limit 1)`.execute(db);
  },

  async roomIdsOf(db: Db, userId: string): Promise<string[]> {
    const rows = await db
      .selectFrom('room_members')
      .select('room_id')
      .where('user_id', '=', userId)
      .execute();
    return rows.map((r) => r.room_id);
  },

  async memberCounts(db: Db, roomIds: readonly string[]): Promise<Map<string, number>> {
    if (roomIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('room_members')
      .select(['room_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('room_id', 'in', [...roomIds])
      .groupBy('room_id')
      .execute();
    return new Map(rows.map((r) => [r.room_id, Number(r.n)]));
  },

  async members(db: Db, roomId: string, limit: number): Promise<MemberOfRoom[]> {
    return db
      .selectFrom('room_members as rm')
      .innerJoin('members as m', 'm.user_id', 'rm.user_id')
      .select([
        'm.user_id',
        'm.username',
        'm.nickname',
        'm.avatar',
        'm.show_online_status',
        'm.show_profile_picture',
        'rm.role',
        'rm.joined_at',
      ])
      .where('rm.room_id', '=', roomId)
      .orderBy(sql`rm.role = 'owner'`, 'desc')
      .orderBy('rm.joined_at')
      .orderBy('rm.user_id')
      .limit(limit)
      .execute();
  },

  /** The rooms of a member with their own read position and the room's last message (and its sender). */
  async conversationsOf(db: Db, userId: string) {
    return db
      .selectFrom('room_members as rm')
      .innerJoin('rooms as r', 'r.id', 'rm.room_id')
      .leftJoin('messages as lm', (j) =>
        j.onRef('lm.room_id', '=', 'r.id').onRef('lm.seq', '=', 'r.last_seq').on('lm.deleted_at', 'is', null),
      )
      .leftJoin('members as ls', 'ls.user_id', 'lm.sender_id')
      .select([
        'r.id',
        'r.kind',
        'r.name',
        'r.description',
        'r.pinned',
        'r.direct_key',
        'r.last_seq',
        'r.created_at',
        'r.updated_at',
        'rm.last_read_seq',
        'lm.content as last_content',
        'lm.created_at as last_time',
        'lm.sender_id as last_sender_id',
        'lm.recalled_at as last_recalled_at',
        'ls.nickname as last_sender_nickname',
      ])
      .where('rm.user_id', '=', userId)
      .execute();
  },

  /** Public rooms and open groups, with whether the member is in each. */
  async joinable(db: Db, userId: string) {
    return db
      .selectFrom('rooms as r')
      .leftJoin('room_members as rm', (j) => j.onRef('rm.room_id', '=', 'r.id').on('rm.user_id', '=', userId))
      .select(['r.id', 'r.kind', 'r.name', 'r.description', 'r.pinned', 'rm.user_id as joined_as'])
      .where((eb) =>
        eb.or([eb('r.kind', '=', 'public'), eb.and([eb('r.kind', '=', 'group'), eb('r.open', '=', true)])]),
      )
      .orderBy('r.pinned', 'desc')
      .orderBy('r.position')
      .orderBy('r.created_at')
      .orderBy('r.id')
      .execute();
  },

  /** Moves a member's read and delivered marks forward (never back, never past the last message). */
  async advance(
    db: Db,
    roomId: string,
    userId: string,
    marks: { read?: number; delivered?: number },
  ): Promise<{ last_read_seq: string; last_delivered_seq: string; last_seq: string } | undefined> {
    const read = marks.read ?? 0;
    // Reading implies the message reached the device.
    const delivered = Math.max(marks.delivered ?? 0, read);
    return db
      .updateTable('room_members as rm')
      .from('rooms as r')
      .set({
        last_read_seq: sql`greatest(rm.last_read_seq, least(${read}::bigint, r.last_seq))`,
        last_delivered_seq: sql`greatest(rm.last_delivered_seq, least(${delivered}::bigint, r.last_seq))`,
      })
      .whereRef('r.id', '=', 'rm.room_id')
      .where('rm.room_id', '=', roomId)
      .where('rm.user_id', '=', userId)
      .returning(['rm.last_read_seq', 'rm.last_delivered_seq', 'r.last_seq'])
      .executeTakeFirst();
  },

  /** How far everyone else in the room has received and read: the lowest marks among them. */
  async othersProgress(db: Db, roomId: string, exceptUserId: string) {
    const row = await db
      .selectFrom('room_members')
      .select([
        (eb) => eb.fn.min('last_read_seq').as('read'),
        (eb) => eb.fn.min('last_delivered_seq').as('delivered'),
      ])
      .where('room_id', '=', roomId)
      .where('user_id', '!=', exceptUserId)
      .executeTakeFirst();
    if (!row || row.read === null || row.delivered === null) return null;
    return { read: Number(row.read), delivered: Number(row.delivered) };
  },
});
