import { type Selectable, sql, type Transaction } from 'kysely';
import type { Database, Db, MessageKind, MessageTable } from './database.js';

/** A message with what its readers see of the sender (the projection keeps a deleted sender's name). */
export type MessageWithSender = Selectable<MessageTable> & {
  sender_nickname: string | null;
  sender_avatar: string | null;
  /** The sender's showProfilePicture (null when the projection has never seen them). */
  sender_show_profile_picture: boolean | null;
};

const withSender = (db: Db) =>
  db
    .selectFrom('messages as msg')
    .leftJoin('members as s', 's.user_id', 'msg.sender_id')
    .selectAll('msg')
    .select([
      's.nickname as sender_nickname',
      's.avatar as sender_avatar',
      's.show_profile_picture as sender_show_profile_picture',
    ]);

export const messagesRepository = Object.freeze({
  async findById(db: Db, id: string): Promise<MessageWithSender | undefined> {
    return withSender(db).where('msg.id', '=', id).where('msg.deleted_at', 'is', null).executeTakeFirst();
  },

  async findByClientId(db: Db, senderId: string, clientId: string): Promise<MessageWithSender | undefined> {
    return withSender(db)
      .where('msg.sender_id', '=', senderId)
      .where('msg.client_id', '=', clientId)
      .executeTakeFirst();
  },

  /** Undefined when the sender already stored a message with this client id (a retried send). */
  async insert(
    trx: Transaction<Database>,
    m: {
      id: string;
      roomId: string;
      seq: number;
      senderId: string;
      clientId: string | null;
      type: MessageKind;
      content: string;
    },
  ) {
    return trx
      .insertInto('messages')
      .values({
        id: m.id,
        room_id: m.roomId,
        seq: m.seq,
        sender_id: m.senderId,
        client_id: m.clientId,
        type: m.type,
        content: m.content,
        deleted_at: null,
      })
      .onConflict((oc) => oc.columns(['sender_id', 'client_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
  },

  /**
   * A page of a room's history, newest first. `before` pages back from a seq, `after` returns what
   * came after a seq (the resync after a reconnect); with more than `limit` of them the newest win,
   * and the caller pages back with `before` (plus the same `after`) to fill the gap.
   */
  async page(
    db: Db,
    roomId: string,
    q: { before?: number | undefined; after?: number | undefined; limit: number },
  ): Promise<MessageWithSender[]> {
    let query = withSender(db).where('msg.room_id', '=', roomId).where('msg.deleted_at', 'is', null);
    if (q.before !== undefined) query = query.where('msg.seq', '<', sql<string>`${q.before}::bigint`);
    if (q.after !== undefined) query = query.where('msg.seq', '>', sql<string>`${q.after}::bigint`);
    return query.orderBy('msg.seq', 'desc').limit(q.limit).execute();
  },

  /**
   * Marks the sender's message recalled if it is still within `windowMinutes` of its sending, by
   * the database's clock (the one that wrote created_at). Undefined when it is not: too old,
   * already recalled, or not theirs.
   */
  async recall(
    trx: Transaction<Database>,
    id: string,
    senderId: string,
    windowMinutes: number,
  ): Promise<Selectable<MessageTable> | undefined> {
    return trx
      .updateTable('messages')
      .set({ recalled_at: sql`now()` })
      .where('id', '=', id)
      .where('sender_id', '=', senderId)
      .where('recalled_at', 'is', null)
      .where('deleted_at', 'is', null)
      .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${windowMinutes})`)
      .returningAll()
      .executeTakeFirst();
  },

  async countInRooms(db: Db, roomIds: readonly string[]): Promise<number> {
    const row = await db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('room_id', 'in', [...roomIds])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
});
