import { intSetting } from '../lib/settings.js';

/** Wallets the transfers move money among; at least two, a sender and someone else. */
export const MEMBERS = intSetting('BENCH_LEDGER_MEMBERS', 10, 2);
/** Transfers in flight, and pgbench's client count. */
export const CONCURRENCY = intSetting('BENCH_LEDGER_CONCURRENCY', 16);
/** The measured run stops after this many transfers or `MAX_SECONDS`, whichever comes first. */
export const MAX_TRANSFERS = intSetting('BENCH_LEDGER_TRANSFERS', 5000);
export const MAX_SECONDS = intSetting('BENCH_LEDGER_SECONDS', 20);
/** Each member's recharge, whole yuan; a transfer moves 0.01 up to half of it. */
export const RECHARGE_YUAN = intSetting('BENCH_LEDGER_RECHARGE', 1000);
/** pgbench's run length and its scale (at 1, every client contends on one branch row). */
export const PGBENCH_SECONDS = intSetting('BENCH_LEDGER_PGBENCH_SECONDS', 20);
export const PGBENCH_SCALE = intSetting('BENCH_LEDGER_PGBENCH_SCALE', 1);

export const WARMUP = Math.min(CONCURRENCY, MAX_TRANSFERS);
export const RECHARGE_FEN = BigInt(RECHARGE_YUAN) * 100n;
export const MAX_AMOUNT_FEN = BigInt(RECHARGE_YUAN) * 50n;
/** Registration and the wallet set-up run this wide. */
export const SETUP_CONCURRENCY = 4;
