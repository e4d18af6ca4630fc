import type { Kysely } from 'kysely';

/**
 * A version each for the profile (nickname, e-mail, phone, bio) and the settings, raised by every
 * save in the same UPDATE that checks it, so a save based on an older version changes nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('profile_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('settings_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('profile_version').dropColumn('settings_version').execute();
}
