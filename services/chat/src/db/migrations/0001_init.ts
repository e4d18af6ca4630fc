import { createMessagingTables } from '@taishan/db';
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text')
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('member', 'admin')`))
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('show_online_status', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('allow_friend_requests', 'boolean', (c) => c.notNull().defaultTo(true))
    // Off by default, as in auth's DEFAULT_SETTINGS: strangers may not write until allowed.
    .addColumn('allow_stranger_messages', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('rooms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('public', 'group', 'direct')`))
    .addColumn('name', 'text')
    .addColumn('description', 'text')
    .addColumn('pinned', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('open', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('direct_key', 'text', (c) => c.unique())
    .addColumn('created_by', 'uuid')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(1000))
    .addColumn('last_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('rooms_direct_key', sql`(kind = 'direct') = (direct_key is not null)`)
    .execute();

  await db.schema
    .createTable('room_members')
    .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('members.user_id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member').check(sql`role in ('owner', 'member')`))
    .addColumn('last_read_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_delivered_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('room_members_pk', ['room_id', 'user_id'])
    .execute();
  await db.schema.createIndex('room_members_user').on('room_members').column('user_id').execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('sender_id', 'uuid', (c) => c.notNull())
    .addColumn('client_id', 'text')
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('text'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .addUniqueConstraint('messages_room_seq', ['room_id', 'seq'])
    // A retried send (same sender, same client id) finds the stored row instead of a second one.
    .addUniqueConstraint('messages_sender_client', ['sender_id', 'client_id'])
    .execute();

  await db.schema
    .createTable('friendships')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('members.user_id').onDelete('cascade'))
    .addColumn('friend_id', 'uuid', (c) => c.notNull().references('members.user_id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('friendships_pk', ['user_id', 'friend_id'])
    .addCheckConstraint('friendships_not_self', sql`user_id <> friend_id`)
    .execute();
  await db.schema.createIndex('friendships_friend').on('friendships').column('friend_id').execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('reporter_id', 'uuid', (c) => c.notNull())
    .addColumn('message_id', 'uuid', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('room_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'resolved', 'rejected')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('reports_once', ['reporter_id', 'message_id'])
    .execute();
  await db.schema.createIndex('reports_status').on('reports').columns(['status', 'created_at']).execute();

  await createMessagingTables(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'inbox',
    'outbox',
    'reports',
    'friendships',
    'messages',
    'room_members',
    'rooms',
    'members',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
