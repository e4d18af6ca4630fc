import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { assertSchemaName, createDb, ensureDatabase } from './connect.js';

/**
 * Runs a service's migrations (name order) inside its schema. Kysely's migrator holds a Postgres
 * advisory lock while it works, so replicas starting together migrate once.
 */
export async function migrateToLatest(
  db: Kysely<any>,
  schema: string,
  migrations: Record<string, Migration>,
): Promise<string[]> {
  assertSchemaName(schema);
  // Look before creating: Postgres checks CREATE on the database even for `create schema if not
  // exists`, and in deployment (infra/postgres) a service's role owns its schema but may not create
  // schemas, so an existing schema must not be created again.
  const existing = await sql`select 1 from pg_namespace where nspname = ${schema}`.execute(db);
  if (existing.rows.length === 0) {
    await sql`create schema if not exists ${sql.id(schema)}`.execute(db).catch((err: { code?: string }) => {
      // Two services creating the same schema at once: the loser sees a unique violation.
      if (err.code !== '23505' && err.code !== '42P06') throw err;
    });
  }
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const migrator = new Migrator({
    db: db.withSchema(schema),
    provider,
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * What every service with a schema does first: make sure the database exists, migrate its schema
 * on a connection of its own (no statement limit: a migration may wait for another replica's lock
 * or rewrite a big table), then connect the service's pool pinned to the schema.
 */
export async function openServiceDatabase<DB>(opts: {
  url: string;
  schema: string;
  poolMax?: number;
  statementTimeoutMs?: number;
  connectTimeoutMs?: number;
  migrations: Record<string, Migration>;
  /** Where idle connection errors are reported (logged; the pool replaces the connection). */
  onConnectionError?: (err: Error) => void;
}): Promise<Kysely<DB>> {
  await ensureDatabase(opts.url);
  const migrator = createDb<unknown>({
    url: opts.url,
    schema: opts.schema,
    poolMax: 1,
    statementTimeoutMs: 0,
  });
  try {
    await migrateToLatest(migrator, opts.schema, opts.migrations);
  } finally {
    await migrator.destroy();
  }
  return createDb<DB>(opts);
}
