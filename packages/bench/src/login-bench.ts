/**
 * `pnpm bench` (first part) / `pnpm --filter @taishan/bench bench:login`: member logins per second
 * through the real gateway and auth (built services, own database and prefixes), against raw argon2id
 * verifications per second with the parameters auth uses, at the same concurrency. See README.md.
 */
import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import { checkStoredHash, configuredArgon2, describeArgon2, importBuilt } from './lib/argon2.js';
import { query } from './lib/db.js';
import { expectStatus } from './lib/http.js';
import { timedLoop } from './lib/loops.js';
import { memberName, memberPassword, registerMembers } from './lib/members.js';
import { runBench } from './lib/session.js';
import { intSetting, threadPoolSize } from './lib/settings.js';
import { GATEWAY_LIMITS_RAISED, stackEnv, startBenchStack } from './lib/stack.js';
import { ascending, percentile } from './lib/stats.js';
import { formatTable } from './lib/table.js';

const MEMBERS = intSetting('BENCH_MEMBERS', 20);
const CONCURRENCY = intSetting('BENCH_CONCURRENCY', 8);
const MAX_OPS = intSetting('BENCH_LOGINS', 1000);
const MAX_SECONDS = intSetting('BENCH_SECONDS', 20);
const WARMUP = Math.min(CONCURRENCY * 2, MAX_OPS);
const PREFIX = 'bench';

const run = (op: (i: number) => Promise<void>, maxOps: number) =>
  timedLoop(CONCURRENCY, maxOps, MAX_SECONDS, op);

await runBench(async (session) => {
  const cores = availableParallelism();
  // Parallelism is not configurable: auth always hashes with 1, as its DEFAULT_ARGON2 says.
  const { DEFAULT_ARGON2 } = await importBuilt<{ DEFAULT_ARGON2: { parallelism: number } }>(
    'auth',
    'domain/passwords.js',
  );
  const params = await configuredArgon2(
    'auth',
    'authConfigSchema',
    stackEnv(session, GATEWAY_LIMITS_RAISED),
    DEFAULT_ARGON2.parallelism,
  );
  const { api } = await startBenchStack(session, GATEWAY_LIMITS_RAISED);

  console.info(`registering ${MEMBERS} members through the gateway`);
  await registerMembers(api, PREFIX, MEMBERS, CONCURRENCY);

  // The stored hash auth made: the raw run verifies exactly what a login verifies.
  const [row] = await query<{ password_hash: string }>(
    session.ctx.databaseUrl,
    'select password_hash from auth.users where username = $1',
    [memberName(PREFIX, 0)],
  );
  const storedHash = row!.password_hash;
  checkStoredHash('auth', storedHash, params);

  const login = async (i: number) => {
    const member = i % MEMBERS;
    await expectStatus(
      api('/api/auth/login'),
      { body: { username: memberName(PREFIX, member), password: memberPassword(member) } },
      200,
    );
  };
  console.info(`warming up (${WARMUP} logins)`);
  await run(login, WARMUP);
  if (session.interrupted) return;
  console.info(`logins: up to ${MAX_OPS} or ${MAX_SECONDS} s, concurrency ${CONCURRENCY}`);
  const logins = await run(login, MAX_OPS);
  if (session.interrupted) return;

  console.info(
    `raw argon2id verifications: up to ${MAX_OPS} or ${MAX_SECONDS} s, concurrency ${CONCURRENCY}`,
  );
  await run(async () => void (await argon2.verify(storedHash, memberPassword(0))), WARMUP);
  const raw = await run(async () => {
    if (!(await argon2.verify(storedHash, memberPassword(0)))) throw new Error('argon2 verify said no');
  }, MAX_OPS);

  const loginRate = logins.ops / logins.seconds;
  const rawRate = raw.ops / raw.seconds;
  const sorted = ascending(logins.latenciesMs);
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
    ['argon2id', describeArgon2(params)],
    ['machine cores', `${cores}`],
    ['UV_THREADPOOL_SIZE', threadPoolSize()],
  ];
  console.info(['', formatTable(['measure', 'value'], rows), ''].join('\n'));
  if (logins.errors || raw.errors) process.exitCode = 1;
});
