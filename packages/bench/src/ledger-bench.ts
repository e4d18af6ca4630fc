/**
 * `pnpm bench` (third part) / `pnpm --filter @taishan/bench bench:ledger`: ledger transfers per
 * second under contention through the real gateway and wallet (built services, own database and
 * prefixes), then the invariant checked through the API, next to pgbench's built-in TPC-B-like run
 * against the same Postgres server and the same database, at the same client count. See README.md.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type AuthReply, formatFen, parseYuan, type WalletReply } from '@taishan/contracts';
import {
  createTestContext,
  REPO_ROOT,
  type RunningStack,
  startStack,
  type TestContext,
} from '@taishan/testing';
import pg from 'pg';

const int = (name: string, fallback: number, min = 1) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}`);
  return value;
};

const MEMBERS = int('BENCH_LEDGER_MEMBERS', 10, 2);
const CONCURRENCY = int('BENCH_LEDGER_CONCURRENCY', 16);
const MAX_TRANSFERS = int('BENCH_LEDGER_TRANSFERS', 5000);
const MAX_SECONDS = int('BENCH_LEDGER_SECONDS', 20);
/** Each member's recharge, whole yuan; a transfer moves 0.01 up to half of it. */
const RECHARGE_YUAN = int('BENCH_LEDGER_RECHARGE', 1000);
const PGBENCH_SECONDS = int('BENCH_LEDGER_PGBENCH_SECONDS', 20);
const PGBENCH_SCALE = int('BENCH_LEDGER_PGBENCH_SCALE', 1);
const WARMUP = Math.min(CONCURRENCY, MAX_TRANSFERS);
const MAX_AMOUNT_FEN = BigInt(RECHARGE_YUAN) * 50n;
/** The gateway's per-address limits would stop a bench from one address within a second. */
const RATE_LIMITS = {
  RATE_LIMIT_AUTH_MAX: '1000000',
  RATE_LIMIT_MEMBER_MAX: '1000000',
  RATE_LIMIT_ADDRESS_MAX: '1000000',
};
const PGBENCH_TABLES = ['pgbench_accounts', 'pgbench_branches', 'pgbench_history', 'pgbench_tellers'];

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;
const sleep = (msec: number) => new Promise((r) => setTimeout(r, msec));

interface Member {
  username: string;
  token: string;
}

interface Answer {
  status: number;
  code: string;
  body: unknown;
}

async function request(
  url: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> },
): Promise<Answer> {
  const res = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  const code = (body as { code?: unknown } | null)?.code;
  return { status: res.status, code: typeof code === 'string' ? code : '', body };
}

async function expectStatus(url: string, init: Parameters<typeof request>[1], status: number) {
  const answer = await request(url, init);
  if (answer.status !== status) {
    throw new Error(`${new URL(url).pathname} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

/** Runs `op(i)` for i = 0…n-1, `width` at a time. */
async function pool<T>(n: number, width: number, op: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, n) }, async () => {
      while (next < n) {
        const i = next++;
        out[i] = await op(i);
      }
    }),
  );
  return out;
}

/** The wallet's argon2 settings, read the way wallet reads them: its own config schema over its environment. */
async function walletArgon2(env: Record<string, string>) {
  const url = pathToFileURL(path.join(REPO_ROOT, 'services/wallet/dist/config.js')).href;
  const { walletConfigSchema } = (await import(url)) as {
    walletConfigSchema: { parse(env: unknown): { ARGON2_MEMORY_KIB: number; ARGON2_TIME_COST: number } };
  };
  const config = walletConfigSchema.parse(env);
  // parallelism 1: services/wallet/src/domain/passwords.ts
  return { memoryCost: config.ARGON2_MEMORY_KIB, timeCost: config.ARGON2_TIME_COST, parallelism: 1 };
}

interface TransferRun {
  attempted: number;
  ok: number;
  insufficient: number;
  errors: number;
  firstError?: string;
  seconds: number;
  /** Every answered transfer (done or refused for the balance). */
  latenciesMs: number[];
  okLatenciesMs: number[];
}

/** Ledger expectation kept from the answers: the bench's own book of what the API said it did. */
const expected = new Map<string, bigint>();

async function transfers(
  api: (p: string) => string,
  members: Member[],
  maxOps: number,
  maxSeconds: number,
): Promise<TransferRun> {
  const result: TransferRun = {
    attempted: 0,
    ok: 0,
    insufficient: 0,
    errors: 0,
    seconds: 0,
    latenciesMs: [],
    okLatenciesMs: [],
  };
  const t0 = performance.now();
  const deadline = t0 + maxSeconds * 1000;
  const worker = async () => {
    while (result.attempted < maxOps && performance.now() < deadline) {
      result.attempted += 1;
      const from = Math.floor(Math.random() * members.length);
      const to = (from + 1 + Math.floor(Math.random() * (members.length - 1))) % members.length;
      const sender = members[from]!;
      const recipient = members[to]!;
      const fen = 1n + BigInt(Math.floor(Math.random() * Number(MAX_AMOUNT_FEN)));
      const t = performance.now();
      try {
        const answer = await request(api('/api/wallet/transfer'), {
          token: sender.token,
          headers: { 'idempotency-key': `bench-${randomUUID()}` },
          body: {
            amount: formatFen(fen),
            targetUser: recipient.username,
            transactionPassword: password(from),
          },
        });
        const latency = performance.now() - t;
        if (answer.status === 200) {
          result.ok += 1;
          result.latenciesMs.push(latency);
          result.okLatenciesMs.push(latency);
          expected.set(sender.username, expected.get(sender.username)! - fen);
          expected.set(recipient.username, expected.get(recipient.username)! + fen);
        } else if (answer.status === 400 && answer.code === 'INSUFFICIENT_BALANCE') {
          result.insufficient += 1;
          result.latenciesMs.push(latency);
        } else {
          result.errors += 1;
          result.firstError ??= `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
        }
      } catch (err) {
        result.errors += 1;
        result.firstError ??= (err as Error).message;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  result.seconds = (performance.now() - t0) / 1000;
  return result;
}

const username = (i: number) => `ledger_${i}`;
const password = (i: number) => `bench-pay-${i}`;

/** Runs pgbench, echoes its output indented, resolves with stdout; rejects on a non-zero exit. */
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

async function dropPgbenchTables(databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(`drop table if exists ${PGBENCH_TABLES.map((t) => `public.${t}`).join(', ')}`);
  await db.end();
}

async function main() {
  const cores = availableParallelism();
  let ctx: TestContext | undefined;
  let stack: RunningStack | undefined;
  let pgbenchTables = false;
  let interrupted = false;
  const onSignal = () => {
    interrupted = true;
  };
  process.once('SIGINT', onSignal);
  try {
    ctx = await createTestContext();
    const env = { ...ctx.env, ...RATE_LIMITS };
    const params = await walletArgon2(env);
    console.info(
      `starting the built services and the gateway on 127.0.0.1 with ${Object.entries(RATE_LIMITS)
        .map(([k, v]) => `${k}=${v}`)
        .join(', ')} so the limits do not throttle the bench`,
    );
    stack = await startStack(env);
    const api = (p: string) => `${stack!.gatewayUrl}${p}`;

    console.info(
      `registering ${MEMBERS} members, waiting for their wallets, setting transaction passwords and recharging ${RECHARGE_YUAN}.00 each`,
    );
    const members = await pool(MEMBERS, 4, async (i): Promise<Member> => {
      const reply = (await expectStatus(
        api('/api/auth/register'),
        { body: { username: username(i), password: `bench-password-${i}`, nickname: `道友${i}` } },
        201,
      )) as AuthReply;
      const token = reply.token;
      // The wallet is made from events.user.registered, a moment after registration.
      const deadline = Date.now() + 60_000;
      for (;;) {
        const answer = await request(api('/api/user/wallet'), { token });
        if (answer.status === 200) break;
        if (answer.code !== 'WALLET_PENDING' || Date.now() > deadline) {
          throw new Error(`GET /api/user/wallet answered ${answer.status} ${JSON.stringify(answer.body)}`);
        }
        await sleep(100);
      }
      await expectStatus(
        api('/api/user/transaction-password'),
        { token, body: { password: password(i) }, headers: { 'idempotency-key': `bench-${randomUUID()}` } },
        200,
      );
      await expectStatus(
        api('/api/wallet/recharge'),
        {
          token,
          body: { amount: `${RECHARGE_YUAN}.00`, paymentMethod: 'alipay' },
          headers: { 'idempotency-key': `bench-${randomUUID()}` },
        },
        200,
      );
      expected.set(username(i), BigInt(RECHARGE_YUAN) * 100n);
      return { username: username(i), token };
    });

    const balances = async () =>
      pool(MEMBERS, 4, async (i) => {
        const wallet = (await expectStatus(
          api('/api/user/wallet'),
          { token: members[i]!.token },
          200,
        )) as WalletReply;
        const fen = parseYuan(wallet.balance);
        if (fen === null) throw new Error(`unreadable balance ${wallet.balance}`);
        return fen;
      });
    const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
    const totalBefore = sum(await balances());
    if (totalBefore !== BigInt(MEMBERS * RECHARGE_YUAN) * 100n) {
      throw new Error(`the recharged total is ${formatFen(totalBefore)}`);
    }

    // The parameters wallet actually stored, checked against its configuration.
    const db = new pg.Client({ connectionString: ctx.databaseUrl });
    await db.connect();
    const row = await db.query<{ transaction_password_hash: string }>(
      'select transaction_password_hash from wallet.wallets where transaction_password_hash is not null limit 1',
    );
    await db.end();
    const storedHash = row.rows[0]?.transaction_password_hash ?? '';
    const [, kind, , encoded = ''] = storedHash.split('$');
    const fields = Object.fromEntries(encoded.split(',').map((kv) => kv.split('=') as [string, string]));
    const stored = {
      memoryCost: Number(fields.m),
      timeCost: Number(fields.t),
      parallelism: Number(fields.p),
    };
    if (kind !== 'argon2id' || JSON.stringify(stored) !== JSON.stringify(params)) {
      throw new Error(
        `wallet stored ${storedHash.split('$').slice(0, 4).join('$')}, expected ${JSON.stringify(params)}`,
      );
    }

    console.info(`warming up (${WARMUP} transfers)`);
    const warm = await transfers(api, members, WARMUP, MAX_SECONDS);
    if (interrupted) return;
    console.info(
      `transfers among ${MEMBERS} wallets, random pairs, each with its own Idempotency-Key: up to ${MAX_TRANSFERS} or ${MAX_SECONDS} s, concurrency ${CONCURRENCY}`,
    );
    const load0 = loadavg()[0]!;
    const measured = await transfers(api, members, MAX_TRANSFERS, MAX_SECONDS);
    const load1 = loadavg()[0]!;
    if (interrupted) return;

    console.info('checking the invariant through the API');
    const after = await balances();
    const totalAfter = sum(after);
    const negative = after.filter((b) => b < 0n).length;
    const mismatched = after.filter((b, i) => b !== expected.get(members[i]!.username)).length;
    const invariantOk = totalAfter === totalBefore && negative === 0 && mismatched === 0;

    await stack.stop();
    stack = undefined;
    if (interrupted) return;

    const pgUrl = ctx.databaseUrl;
    const jobs = Math.min(cores, CONCURRENCY);
    console.info(
      `pgbench -i -s ${PGBENCH_SCALE} on the test database (same server), then pgbench -c ${CONCURRENCY} -j ${jobs} -T ${PGBENCH_SECONDS} (built-in TPC-B-like), with the stack stopped`,
    );
    pgbenchTables = true;
    await pgbench(['-i', '-q', '-s', String(PGBENCH_SCALE), pgUrl]);
    const pgOut = await pgbench([
      '-c',
      String(CONCURRENCY),
      '-j',
      String(jobs),
      '-T',
      String(PGBENCH_SECONDS),
      pgUrl,
    ]);
    const tpsMatch =
      /tps = ([\d.]+) \((?:without initial connection time|excluding connections establishing)\)/.exec(pgOut);
    const pgTxMatch = /number of transactions actually processed: (\d+)/.exec(pgOut);
    const pgLatMatch = /latency average = ([\d.]+) ms/.exec(pgOut);
    const pgFailedMatch = /number of failed transactions: (\d+)/.exec(pgOut);
    if (!tpsMatch) throw new Error(`could not read pgbench's tps from:\n${pgOut}`);
    const pgTps = Number(tpsMatch[1]);
    await dropPgbenchTables(pgUrl);
    pgbenchTables = false;

    const okRate = measured.ok / measured.seconds;
    const answeredRate = (measured.ok + measured.insufficient) / measured.seconds;
    const all = [...measured.latenciesMs].sort((a, b) => a - b);
    const okSorted = [...measured.okLatenciesMs].sort((a, b) => a - b);
    const rows: Array<[string, string]> = [
      [
        'ours: transfers done/s',
        `${okRate.toFixed(1)}  (${measured.ok} in ${measured.seconds.toFixed(1)} s, through HTTP + gateway)`,
      ],
      ['ours: transfers answered/s', `${answeredRate.toFixed(1)}  (done + refused for the balance)`],
      ['ours: refused, balance too low', `${measured.insufficient} (400 INSUFFICIENT_BALANCE, 余额不足)`],
      ['ours: errors', `${measured.errors}${measured.firstError ? ` (first: ${measured.firstError})` : ''}`],
      [
        'ours: latency p50 / p99',
        `${percentile(all, 50).toFixed(0)} / ${percentile(all, 99).toFixed(0)} ms (answered)`,
      ],
      [
        'ours: latency p50 / p99, done',
        `${percentile(okSorted, 50).toFixed(0)} / ${percentile(okSorted, 99).toFixed(0)} ms`,
      ],
      [
        'invariant (via API)',
        `${invariantOk ? 'holds' : 'BROKEN'}: total ${formatFen(totalBefore)} → ${formatFen(totalAfter)}, ${negative} negative, ${mismatched} of ${MEMBERS} differ from the answers`,
      ],
      [
        'pgbench tps (TPC-B-like)',
        `${pgTps.toFixed(1)}  (without initial connection time; ${pgTxMatch?.[1] ?? '?'} transactions, latency avg ${pgLatMatch?.[1] ?? '?'} ms${pgFailedMatch ? `, ${pgFailedMatch[1]} failed` : ''})`,
      ],
      ['ratio ours / pgbench', `${(okRate / pgTps).toFixed(4)}  (transfers done/s ÷ tps)`],
      ['clients', `${CONCURRENCY} (both); pgbench -j ${jobs}, scale ${PGBENCH_SCALE}, ${PGBENCH_SECONDS} s`],
      ['wallets', `${MEMBERS}, ${RECHARGE_YUAN}.00 each, transfers 0.01–${formatFen(MAX_AMOUNT_FEN)}`],
      ['warm-up (not counted)', `${warm.ok} done, ${warm.insufficient} refused, ${warm.errors} errors`],
      [
        'argon2id (wallet default)',
        `m=${params.memoryCost} KiB, t=${params.timeCost}, p=${params.parallelism}`,
      ],
      ['machine cores', `${cores}`],
      ['load average 1 min', `${load0.toFixed(2)} before, ${load1.toFixed(2)} after the transfers`],
    ];
    const width = Math.max(...rows.map(([k]) => k.length));
    const valueWidth = Math.max(...rows.map(([, v]) => v.length));
    const line = (k: string, v: string) => `| ${k.padEnd(width)} | ${v.padEnd(valueWidth)} |`;
    console.info(
      ['', line('measure', 'value'), `|${'-'.repeat(width + 2)}|${'-'.repeat(valueWidth + 2)}|`]
        .concat(rows.map(([k, v]) => line(k, v)))
        .join('\n'),
    );
    console.info(
      [
        '',
        'Not like for like. Each of our transfers is an HTTP request through the gateway (token check),',
        `the wallet's lookups, one argon2id verification of the transaction password (m=${params.memoryCost} KiB, t=${params.timeCost},`,
        "on libuv's thread pool) and then one Postgres transaction (idempotency key, both wallets locked",
        'in user-id order, balance check, ledger transaction + two postings with their triggers, outbox row).',
        'The argon2id verification dominates that path (a refusal for the balance pays for it too):',
        "compare transfers answered/s with the login bench's raw argon2id verifies/s (same parameters).",
        'The ledger transaction itself is a small part of each request; this bench reports what it',
        'measures, the whole path, not a ledger-only rate.',
        'A pgbench transaction is five SQL statements over a direct connection (three updates, a select, an',
        'insert); at scale 1 all clients contend on the one branch row. The stack was stopped during pgbench.',
        '',
      ].join('\n'),
    );
    if (measured.errors || warm.errors || !invariantOk) process.exitCode = 1;
  } finally {
    process.off('SIGINT', onSignal);
    await stack?.stop();
    if (pgbenchTables && ctx) await dropPgbenchTables(ctx.databaseUrl).catch(() => {});
    await ctx?.cleanup();
  }
}

await main();
