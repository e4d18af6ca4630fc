import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';

// bigint (int8) columns hold money in fen and counts; they stay exact as JS bigint-safe numbers
// only up to 2^53, so they are parsed as strings and converted where they are used.
pg.types.setTypeParser(20, (v) => v);

export interface DbOptions {
  url: string;
  schema: string;
  poolMax?: number;
}

/** One Kysely per service, every connection pinned to the service's own schema. */
export function createDb<DB>(opts: DbOptions): Kysely<DB> {
  assertSchemaName(opts.schema);
  const pool = new pg.Pool({
    connectionString: opts.url,
    max: opts.poolMax ?? 10,
    options: `-c search_path=${opts.schema}`,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

export function assertSchemaName(schema: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name: ${schema}`);
}

/**
 * `pnpm start` promises a database that exists: create it when missing. Several services may race
 * here at start-up, so "already exists" is success.
 */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new Error(`bad database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return;
    await client.query(`create database "${name}"`);
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code !== '42P04' && code !== '23505') throw err;
  } finally {
    await client.end();
  }
}

/** The readiness check every service with a schema runs behind GET /ready. */
export const postgresCheck = (db: Kysely<any>) => () => sql`select 1`.execute(db);
