import type { Kysely } from 'kysely';

/**
 * When the sender recalled (撤回) a message. The text stays stored for the administrators who
 * review reports of it; members are never sent it again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('recalled_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('recalled_at').execute();
}
