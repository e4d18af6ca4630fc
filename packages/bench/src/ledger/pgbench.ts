import { spawn } from 'node:child_process';
import { query } from '../lib/db.js';

/** pgbench -i creates these in `public` of the database it is given. */
const PGBENCH_TABLES = ['pgbench_accounts', 'pgbench_branches', 'pgbench_history', 'pgbench_tellers'];

export interface PgbenchResult {
  /** Without initial connection time. */
  tps: number;
  transactions?: string;
  latencyAvgMs?: string;
  failed?: string;
}

/** Runs pgbench; resolves with its stdout and stderr, rejects on a non-zero exit. */
function pgbench(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.once('error', (e) =>
      reject(new Error(`pgbench could not start (${e.message}); install PostgreSQL's client tools`)),
    );
    child.once('close', (code) => {
      if (code === 0) resolve(out + err);
      else
        reject(
          new Error(`pgbench ${args.filter((a) => !a.includes('://')).join(' ')} exited ${code}: ${err}`),
        );
    });
  });
}

async function dropPgbenchTables(databaseUrl: string): Promise<void> {
  await query(databaseUrl, `drop table if exists ${PGBENCH_TABLES.map((t) => `public.${t}`).join(', ')}`);
}

/**
 * pgbench's built-in TPC-B-like run on `databaseUrl`: initialises at `scale`, runs `clients` clients
 * on `jobs` threads for `seconds`, reads the figures, and drops its tables again.
 */
export async function runPgbench(
  databaseUrl: string,
  { scale, clients, jobs, seconds }: { scale: number; clients: number; jobs: number; seconds: number },
): Promise<PgbenchResult> {
  let out: string;
  try {
    await pgbench(['-i', '-q', '-s', String(scale), databaseUrl]);
    out = await pgbench(['-c', String(clients), '-j', String(jobs), '-T', String(seconds), databaseUrl]);
  } catch (err) {
    await dropPgbenchTables(databaseUrl).catch(() => {});
    throw err;
  }
  await dropPgbenchTables(databaseUrl);
  // Older pgbench says "excluding connections establishing" for the same figure.
  const tps =
    /tps = ([\d.]+) \((?:without initial connection time|excluding connections establishing)\)/.exec(out);
  if (!tps) throw new Error(`could not read pgbench's tps from:\n${out}`);
  return {
    tps: Number(tps[1]),
    transactions: /number of transactions actually processed: (\d+)/.exec(out)?.[1],
    latencyAvgMs: /latency average = ([\d.]+) ms/.exec(out)?.[1],
    failed: /number of failed transactions: (\d+)/.exec(out)?.[1],
  };
}
