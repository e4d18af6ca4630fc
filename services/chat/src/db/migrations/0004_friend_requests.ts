import { type Kysely, sql } from 'kysely';

/**
 * Friendship needs the other member's consent: a request waits here until it is accepted (the
 * friendship rows are written then), declined or withdrawn. Answered requests stay, so a declined
 * asker can be held back for a while.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('friend_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('requester_id', 'uuid', (c) => c.notNull().references('members.user_id').onDelete('cascade'))
    .addColumn('recipient_id', 'uuid', (c) => c.notNull().references('members.user_id').onDelete('cascade'))
    // Sorted "a:b" of the two members, so one pending request per pair holds in either direction.
    .addColumn('pair_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'accepted', 'declined', 'withdrawn')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('answered_at', 'timestamptz')
    .addCheckConstraint('friend_requests_not_self', sql`requester_id <> recipient_id`)
    .addCheckConstraint('friend_requests_answered', sql`(status = 'pending') = (answered_at is null)`)
    .execute();
  await db.schema
    .createIndex('friend_requests_one_pending')
    .on('friend_requests')
    .column('pair_key')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('friend_requests_recipient_pending')
    .on('friend_requests')
    .columns(['recipient_id', 'created_at'])
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('friend_requests_requester')
    .on('friend_requests')
    .columns(['requester_id', 'recipient_id', 'answered_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('friend_requests').ifExists().execute();
}
