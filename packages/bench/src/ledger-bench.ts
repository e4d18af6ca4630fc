/**
 * `pnpm bench` (third part) / `pnpm --filter @taishan/bench bench:ledger`: ledger transfers per
 * second under contention through the real gateway and wallet (built services, own database and
 * prefixes), then the invariant checked through the API, next to pgbench's built-in TPC-B-like run
 * against the same Postgres server and the same database, at the same client count. See README.md.
 */
import { availableParallelism, loadavg } from 'node:os';
import { formatFen } from '@taishan/contracts';
import { runPgbench } from './ledger/pgbench.js';
import { printReport } from './ledger/report.js';
import {
  CONCURRENCY,
  MAX_SECONDS,
  MAX_TRANSFERS,
  MEMBERS,
  PGBENCH_SCALE,
  PGBENCH_SECONDS,
  RECHARGE_FEN,
  RECHARGE_YUAN,
  WARMUP,
} from './ledger/settings.js';
import { transfers } from './ledger/transfers.js';
import { type Book, balances, openWallets, sum } from './ledger/wallets.js';
import { checkStoredHash, configuredArgon2 } from './lib/argon2.js';
import { query } from './lib/db.js';
import { runBench } from './lib/session.js';
import { GATEWAY_LIMITS_RAISED, stackEnv, startBenchStack } from './lib/stack.js';

await runBench(async (session) => {
  // Wallet hashes transaction passwords with parallelism 1, which is not configurable.
  const params = await configuredArgon2(
    'wallet',
    'walletConfigSchema',
    stackEnv(session, GATEWAY_LIMITS_RAISED),
    1,
  );
  const stack = await startBenchStack(session, GATEWAY_LIMITS_RAISED);
  const { api } = stack;

  console.info(
    `registering ${MEMBERS} members, waiting for their wallets, setting transaction passwords and recharging ${RECHARGE_YUAN}.00 each`,
  );
  const book: Book = new Map();
  const members = await openWallets(api, book);
  const totalBefore = sum(await balances(api, members));
  if (totalBefore !== BigInt(MEMBERS) * RECHARGE_FEN) {
    throw new Error(`the recharged total is ${formatFen(totalBefore)}`);
  }

  // The parameters wallet actually stored, checked against its configuration.
  const [row] = await query<{ transaction_password_hash: string }>(
    session.ctx.databaseUrl,
    'select transaction_password_hash from wallet.wallets where transaction_password_hash is not null limit 1',
  );
  checkStoredHash('wallet', row?.transaction_password_hash ?? '', params);

  console.info(`warming up (${WARMUP} transfers)`);
  const warm = await transfers(api, members, book, WARMUP);
  if (session.interrupted) return;
  console.info(
    `transfers among ${MEMBERS} wallets, random pairs, each with its own Idempotency-Key: up to ${MAX_TRANSFERS} or ${MAX_SECONDS} s, concurrency ${CONCURRENCY}`,
  );
  const load0 = loadavg()[0]!;
  const measured = await transfers(api, members, book, MAX_TRANSFERS);
  const load1 = loadavg()[0]!;
  if (session.interrupted) return;

  console.info('checking the invariant through the API');
  const after = await balances(api, members);
  const totalAfter = sum(after);
  const negative = after.filter((b) => b < 0n).length;
  const mismatched = after.filter((b, i) => b !== book.get(members[i]!.username)).length;
  const invariant = {
    ok: totalAfter === totalBefore && negative === 0 && mismatched === 0,
    totalBefore,
    totalAfter,
    negative,
    mismatched,
  };

  await stack.stop();
  if (session.interrupted) return;

  const jobs = Math.min(availableParallelism(), CONCURRENCY);
  console.info(
    `pgbench -i -s ${PGBENCH_SCALE} on the test database (same server), then pgbench -c ${CONCURRENCY} -j ${jobs} -T ${PGBENCH_SECONDS} (built-in TPC-B-like), with the stack stopped`,
  );
  const pg = await runPgbench(session.ctx.databaseUrl, {
    scale: PGBENCH_SCALE,
    clients: CONCURRENCY,
    jobs,
    seconds: PGBENCH_SECONDS,
  });

  printReport({ warm, measured, invariant, pg, jobs, params, load: [load0, load1] });
  if (measured.errors || warm.errors || !invariant.ok) process.exitCode = 1;
});
