/**
 * `pnpm bench`: member logins per second through the real gateway and auth (built services, own
 * database and prefixes), against raw argon2id verifications per second with the parameters auth
 * uses, at the same concurrency. See README.md.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createTestContext,
  REPO_ROOT,
  type RunningStack,
  startStack,
  type TestContext,
} from '@taishan/testing';
import argon2 from 'argon2';
import pg from 'pg';

const int = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};

const MEMBERS = int('BENCH_MEMBERS', 20);
const CONCURRENCY = int('BENCH_CONCURRENCY', 8);
const MAX_OPS = int('BENCH_LOGINS', 1000);
const MAX_SECONDS = int('BENCH_SECONDS', 20);
const WARMUP = Math.min(CONCURRENCY * 2, MAX_OPS);
/** The gateway's per-address limits would stop a bench from one address within a second. */
const RATE_LIMITS = {
  RATE_LIMIT_AUTH_MAX: '1000000',
  RATE_LIMIT_MEMBER_MAX: '1000000',
  RATE_LIMIT_ADDRESS_MAX: '1000000',
};

interface RunResult {
  ops: number;
  errors: number;
  seconds: number;
  latenciesMs: number[];
  firstError?: string;
}

/** Runs `op` with `concurrency` workers until `maxOps` have started or `maxSeconds` have passed. */
async function run(op: (i: number) => Promise<void>, maxOps: number, maxSeconds: number): Promise<RunResult> {
  const latenciesMs: number[] = [];
  let started = 0;
  let errors = 0;
  let firstError: string | undefined;
  const t0 = performance.now();
  const deadline = t0 + maxSeconds * 1000;
  const worker = async () => {
    while (started < maxOps && performance.now() < deadline) {
      const i = started++;
      const t = performance.now();
      try {
        await op(i);
        latenciesMs.push(performance.now() - t);
      } catch (err) {
        errors++;
        firstError ??= (err as Error).message;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return {
    ops: latenciesMs.length,
    errors,
    seconds: (performance.now() - t0) / 1000,
    latenciesMs,
    firstError,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;

const username = (i: number) => `bench_${i}`;
const password = (i: number) => `bench-password-${i}`;

async function post(url: string, body: unknown, expected: number) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  if (res.status !== expected) throw new Error(`${new URL(url).pathname} answered ${res.status}`);
}

/** Auth's argon2 settings, read the way auth reads them: its own config schema over its environment. */
async function authArgon2(authEnv: Record<string, string>) {
  const dist = (file: string) => pathToFileURL(path.join(REPO_ROOT, 'services/auth/dist', file)).href;
  const { authConfigSchema } = (await import(dist('config.js'))) as {
    authConfigSchema: { parse(env: unknown): { ARGON2_MEMORY_KIB: number; ARGON2_TIME_COST: number } };
  };
  const { DEFAULT_ARGON2 } = (await import(dist('domain/passwords.js'))) as {
    DEFAULT_ARGON2: { parallelism: number };
  };
  const config = authConfigSchema.parse(authEnv);
  return {
    memoryCost: config.ARGON2_MEMORY_KIB,
    timeCost: config.ARGON2_TIME_COST,
    parallelism: DEFAULT_ARGON2.parallelism,
  };
}

async function main() {
  const cores = availableParallelism();
  let ctx: TestContext | undefined;
  let stack: RunningStack | undefined;
  let interrupted = false;
  const onSignal = () => {
    interrupted = true;
  };
  process.once('SIGINT', onSignal);
  try {
    ctx = await createTestContext();
    const env = { ...ctx.env, ...RATE_LIMITS };
    const params = await authArgon2(env);
    console.info(
      `starting the built services and the gateway on 127.0.0.1 with ${Object.entries(RATE_LIMITS)
        .map(([k, v]) => `${k}=${v}`)
        .join(', ')} so the limits do not throttle the bench`,
    );
    stack = await startStack(env);
    const api = (p: string) => `${stack!.gatewayUrl}${p}`;

    console.info(`registering ${MEMBERS} members through the gateway`);
    const registered = await run(
      (i) =>
        post(
          api('/api/auth/register'),
          { username: username(i), password: password(i), nickname: `道友${i}` },
          201,
        ),
      MEMBERS,
      300,
    );
    if (registered.ops !== MEMBERS) throw new Error(`registration failed: ${registered.firstError}`);

    // The stored hash auth made: the raw run verifies exactly what a login verifies.
    const db = new pg.Client({ connectionString: ctx.databaseUrl });
    await db.connect();
    const row = await db.query<{ password_hash: string }>(
      'select password_hash from auth.users where username = $1',
      [username(0)],
    );
    await db.end();
    const storedHash = row.rows[0]!.password_hash;
    // $argon2id$v=19$m=19456,p=1,t=2$salt$hash (the order of m, t and p varies by library)
    const [, kind, , encoded = ''] = storedHash.split('$');
    const fields = Object.fromEntries(encoded.split(',').map((kv) => kv.split('=') as [string, string]));
    const stored = {
      memoryCost: Number(fields.m),
      timeCost: Number(fields.t),
      parallelism: Number(fields.p),
    };
    if (kind !== 'argon2id' || JSON.stringify(stored) !== JSON.stringify(params)) {
      throw new Error(
        `auth stored ${storedHash.split('$').slice(0, 4).join('$')}, expected ${JSON.stringify(params)}`,
      );
    }

    const login = (i: number) =>
      post(api('/api/auth/login'), { username: username(i % MEMBERS), password: password(i % MEMBERS) }, 200);
    console.info(`warming up (${WARMUP} logins)`);
    await run(login, WARMUP, MAX_SECONDS);
    if (interrupted) return;
    console.info(`logins: up to ${MAX_OPS} or ${MAX_SECONDS} s, concurrency ${CONCURRENCY}`);
    const logins = await run(login, MAX_OPS, MAX_SECONDS);
    if (interrupted) return;

    console.info(
      `raw argon2id verifications: up to ${MAX_OPS} or ${MAX_SECONDS} s, concurrency ${CONCURRENCY}`,
    );
    await run(async () => void (await argon2.verify(storedHash, password(0))), WARMUP, MAX_SECONDS);
    const raw = await run(
      async () => {
        if (!(await argon2.verify(storedHash, password(0)))) throw new Error('argon2 verify said no');
      },
      MAX_OPS,
      MAX_SECONDS,
    );

    const loginRate = logins.ops / logins.seconds;
    const rawRate = raw.ops / raw.seconds;
    const sorted = [...logins.latenciesMs].sort((a, b) => a - b);
    const rows: Array<[string, string]> = [
      [
        'logins/s through gateway',
        `${loginRate.toFixed(1)}  (${logins.ops} in ${logins.seconds.toFixed(1)} s)`,
      ],
      ['raw argon2id verifies/s', `${rawRate.toFixed(1)}  (${raw.ops} in ${raw.seconds.toFixed(1)} s)`],
      ['ratio login / raw', `${(loginRate / rawRate).toFixed(2)}`],
      ['login latency p50', `${percentile(sorted, 50).toFixed(0)} ms`],
      ['login latency p99', `${percentile(sorted, 99).toFixed(0)} ms`],
      ['login errors', `${logins.errors}${logins.firstError ? ` (first: ${logins.firstError})` : ''}`],
      ['concurrency', `${CONCURRENCY}`],
      ['members', `${MEMBERS}`],
      ['argon2id', `m=${params.memoryCost} KiB, t=${params.timeCost}, p=${params.parallelism}`],
      ['machine cores', `${cores}`],
      ['UV_THREADPOOL_SIZE', process.env.UV_THREADPOOL_SIZE ?? '4 (default)'],
    ];
    const width = Math.max(...rows.map(([k]) => k.length));
    const valueWidth = Math.max(...rows.map(([, v]) => v.length));
    const line = (k: string, v: string) => `| ${k.padEnd(width)} | ${v.padEnd(valueWidth)} |`;
    console.info(
      ['', line('measure', 'value'), `|${'-'.repeat(width + 2)}|${'-'.repeat(valueWidth + 2)}|`]
        .concat(
          rows.map(([k, v]) => line(k, v)),
          '',
        )
        .join('\n'),
    );
    if (logins.errors || raw.errors) process.exitCode = 1;
  } finally {
    process.off('SIGINT', onSignal);
    await stack?.stop();
    await ctx?.cleanup();
  }
}

await main();
