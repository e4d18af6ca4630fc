import type { Kysely } from 'kysely';

/** A masked real name arrives with an approved verification (the ID number never leaves verification). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('real_name_masked', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('real_name_masked').execute();
}
