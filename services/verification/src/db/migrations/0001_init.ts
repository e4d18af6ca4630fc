import { createMessagingTables } from '@taishan/db';
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('applications')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('real_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('id_card_cipher', 'text', (c) => c.notNull())
    .addColumn('id_card_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('reason', 'text')
    .addColumn('reviewed_by', 'uuid')
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('verified_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('applications_reason', sql`status <> 'rejected' or length(btrim(reason)) > 0`)
    .addCheckConstraint('applications_verified', sql`(status = 'approved') = (verified_at is not null)`)
    .execute();
  // The rules that must hold under concurrency live in the database: one pending application per
  // member, and an identity verified for one member only.
  await db.schema
    .createIndex('applications_one_pending')
    .unique()
    .on('applications')
    .column('user_id')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('applications_one_approved_identity')
    .unique()
    .on('applications')
    .column('id_card_hash')
    .where(sql.ref('status'), '=', 'approved')
    .execute();
  await db.schema
    .createIndex('applications_user')
    .on('applications')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('applications_status')
    .on('applications')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('members')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('member', 'admin')`))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('admin_id', 'uuid', (c) => c.notNull())
    .addColumn('admin_username', 'text')
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('reveal', 'approve', 'reject')`))
    // No foreign key: the trail outlives an application removed with its member.
    .addColumn('application_id', 'uuid', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('admin_audit_application').on('admin_audit').column('application_id').execute();

  await createMessagingTables(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['admin_audit', 'members', 'applications', 'inbox', 'outbox']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
