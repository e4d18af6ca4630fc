import { type Kysely, sql } from 'kysely';

/**
 * Login throttling moves from the account to (username, address) and address counters, so a
 * stranger's wrong passwords can no longer lock an account for everyone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_throttle')
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('member', 'admin')`))
    // '' is the address-wide budget: a login username is never empty.
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('failures', 'float8', (c) => c.notNull())
    .addColumn('blocked_until', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_throttle_pkey', ['scope', 'username', 'address'])
    .execute();
  await db.schema
    .createIndex('login_throttle_updated_at')
    .on('login_throttle')
    .column('updated_at')
    .execute();
  await db.schema.alterTable('users').dropColumn('failed_logins').execute();
  await db.schema.alterTable('users').dropColumn('locked_until').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('locked_until', 'timestamptz').execute();
  await db.schema.dropTable('login_throttle').execute();
}
