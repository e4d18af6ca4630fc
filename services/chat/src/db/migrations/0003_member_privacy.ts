import type { Kysely } from 'kysely';

/**
 * The privacy switches chat enforces besides the first three: the avatar and the bio shown to
 * others, and whether others may put the member in a group. On by default, as in auth's
 * DEFAULT_SETTINGS, until the member's next events.user.updated says otherwise.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('show_profile_picture', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('profile_visible', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('allow_group_invites', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('members')
    .dropColumn('show_profile_picture')
    .dropColumn('profile_visible')
    .dropColumn('allow_group_invites')
    .execute();
}
