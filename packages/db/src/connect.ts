import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient, sql } from 'kysely';
import pg from 'pg';

// bigint (int8) columns hold money in fen and counts; they stay exact as JS bigint-safe numbers
// only up to 2^53, so they are parsed as strings and converted where they are used.
pg.types.setTypeParser(20, (v) => v);

export interface DbOptions {
  url: string;
  schema: string;
  poolMax?: number;
  /** The server cancels a statement that runs longer (ms); 0 for no limit (migrations). */
  statementTimeoutMs?: number;
  /** How long to wait for a connection, from the pool or from the server (ms). */
  connectTimeoutMs?: number;
  /**
   * A connection's error outside any query: the server restarted or the network dropped it.
   * Without a listener Node treats it as an uncaught error and the process dies.
   */
  onConnectionError?: (err: Error) => void;
}

/**
 * One Kysely per service, every connection pinned to the service's own schema. Every wait is
 * bounded: connecting, each statement on the server, and each reply on the client (a stalled
 * network never answers, so the server-side limit alone would wait forever).
 */
export function createDb<DB>(opts: DbOptions): Kysely<DB> {
  assertSchemaName(opts.schema);
  const statementTimeout = opts.statementTimeoutMs ?? 5_000;
  const pool = new pg.Pool({
    connectionString: opts.url,
    max: opts.poolMax ?? 10,
    options: [
      `-c search_path=${opts.schema}`,
      `-c statement_timeout=${statementTimeout}`,
      `-c idle_in_transaction_session_timeout=${Math.max(statementTimeout * 2, 10_000)}`,
    ].join(' '),
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 3_000,
    query_timeout: statementTimeout > 0 ? statementTimeout + 1_000 : undefined,
    keepAlive: true,
  });
  const onError = (err: Error) => opts.onConnectionError?.(err);
  pool.on('error', onError);
  return new Kysely<DB>({
    dialect: new PostgresDialect({ pool: discardingBrokenConnections(pool, onError) }),
  });
}

/**
 * Kysely hands every connection back to the pool as healthy. One whose query timed out on the
 * client or lost its server is closed instead, so the pool never lends out a dead connection
 * once the database is back.
 */
function discardingBrokenConnections(pool: pg.Pool, onError: (err: Error) => void): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let broken = false;
      // pg emits 'error' on a lent-out client whose socket fails, and the pool listens only while
      // the client is idle: without this listener that error would be uncaught and fatal.
      const onLentError = (err: Error) => {
        broken = true;
        onError(err);
      };
      client.on('error', onLentError);
      return {
        query: ((...args: Parameters<PostgresPoolClient['query']>) => {
          const result = (client.query as (...a: unknown[]) => unknown)(...args);
          if (result instanceof Promise) {
            return result.catch((err: unknown) => {
              if (isConnectionLost(err)) broken = true;
              throw err;
            });
          }
          return result;
        }) as PostgresPoolClient['query'],
        release: () => {
          client.removeListener('error', onLentError);
          client.release(broken);
        },
      };
    },
    end: () => pool.end(),
  };
}

/** SQLSTATE classes and client errors that mean the database, not the request, is the problem. */
export function isConnectionLost(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  if (
    code.startsWith('08') ||
    ['57P01', '57P02', '57P03', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT'].includes(code)
  )
    return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return /Connection terminated|Query read timeout|not queryable|timeout exceeded when trying to connect/.test(
    message,
  );
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
