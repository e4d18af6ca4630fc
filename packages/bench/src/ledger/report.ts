import { availableParallelism } from 'node:os';
import { formatFen } from '@taishan/contracts';
import { type Argon2Params, describeArgon2 } from '../lib/argon2.js';
import { ascending, percentile } from '../lib/stats.js';
import { formatTable } from '../lib/table.js';
import type { PgbenchResult } from './pgbench.js';
import {
  CONCURRENCY,
  MAX_AMOUNT_FEN,
  MEMBERS,
  PGBENCH_SCALE,
  PGBENCH_SECONDS,
  RECHARGE_YUAN,
} from './settings.js';
import type { TransferRun } from './transfers.js';

export interface Invariant {
  ok: boolean;
  totalBefore: bigint;
  totalAfter: bigint;
  negative: number;
  mismatched: number;
}

export interface LedgerFigures {
  warm: TransferRun;
  measured: TransferRun;
  invariant: Invariant;
  pg: PgbenchResult;
  jobs: number;
  params: Argon2Params;
  /** The 1-minute load average before and after the measured transfers. */
  load: [number, number];
}

export function printReport({ warm, measured, invariant, pg, jobs, params, load }: LedgerFigures): void {
  const okRate = measured.ok / measured.seconds;
  const answeredRate = (measured.ok + measured.insufficient) / measured.seconds;
  const all = ascending(measured.latenciesMs);
  const okSorted = ascending(measured.okLatenciesMs);
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
      `${invariant.ok ? 'holds' : 'BROKEN'}: total ${formatFen(invariant.totalBefore)} → ${formatFen(invariant.totalAfter)}, ${invariant.negative} negative, ${invariant.mismatched} of ${MEMBERS} differ from the answers`,
    ],
    [
      'pgbench tps (TPC-B-like)',
      `${pg.tps.toFixed(1)}  (without initial connection time; ${pg.transactions ?? '?'} transactions, latency avg ${pg.latencyAvgMs ?? '?'} ms${pg.failed ? `, ${pg.failed} failed` : ''})`,
    ],
    ['ratio ours / pgbench', `${(okRate / pg.tps).toFixed(4)}  (transfers done/s ÷ tps)`],
    ['clients', `${CONCURRENCY} (both); pgbench -j ${jobs}, scale ${PGBENCH_SCALE}, ${PGBENCH_SECONDS} s`],
    ['wallets', `${MEMBERS}, ${RECHARGE_YUAN}.00 each, transfers 0.01–${formatFen(MAX_AMOUNT_FEN)}`],
    ['warm-up (not counted)', `${warm.ok} done, ${warm.insufficient} refused, ${warm.errors} errors`],
    ['argon2id (wallet default)', describeArgon2(params)],
    ['machine cores', `${availableParallelism()}`],
    ['load average 1 min', `${load[0].toFixed(2)} before, ${load[1].toFixed(2)} after the transfers`],
  ];
  console.info(['', formatTable(['measure', 'value'], rows)].join('\n'));
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
}
