import { intSetting } from '../lib/settings.js';

/** Members, one socket each; an odd last one is left out, as the routes are pairs. */
export const MEMBERS = intSetting('BENCH_RT_MEMBERS', 1000, 2);
/** The paced phase: this many messages at this rate per second, open loop. */
export const RATE = intSetting('BENCH_RT_RATE', 100);
export const LATENCY_MESSAGES = intSetting('BENCH_RT_MESSAGES', 2000);
/** The saturation phase: closed-loop senders, until this many messages or seconds. */
export const INFLIGHT = intSetting('BENCH_RT_INFLIGHT', 64);
export const SAT_MESSAGES = intSetting('BENCH_RT_SAT_MESSAGES', 200_000);
export const SAT_SECONDS = intSetting('BENCH_RT_SECONDS', 15);
/** Messages into the room every member is in; 0 skips the fan-out phase. */
export const FANOUT_MESSAGES = intSetting('BENCH_RT_FANOUT', 10, 0);
/** A message not delivered by then counts as failed. */
export const TIMEOUT_MS = intSetting('BENCH_RT_TIMEOUT_MS', 10_000);

/** HTTP set-up (register, befriend, open the direct room) and socket opening run this wide. */
export const SETUP_CONCURRENCY = 8;
export const OPEN_CONCURRENCY = 50;
export const PAIRS = Math.floor(MEMBERS / 2);
export const SOCKETS = PAIRS * 2;
/** Chat joins every new member to this public room; the relay broadcasts frames addressed to it. */
export const FANOUT_ROOM = 'general';
