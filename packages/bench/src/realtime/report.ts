import { availableParallelism, loadavg } from 'node:os';
import { ascending, percentile } from '../lib/stats.js';
import { formatTable } from '../lib/table.js';
import type { FanoutResult, PhaseResult, TargetResult } from './phases.js';
import type { RelayResult } from './relay-target.js';
import { FANOUT_ROOM, INFLIGHT, PAIRS, RATE, SOCKETS } from './settings.js';

export const loadAverage = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)} ms` : 'n/a');
const stat = (r: PhaseResult, p: number) => percentile(ascending(r.latencies), p);
const rate = (r: PhaseResult) => r.delivered / r.seconds;
const ratio = (a: number, b: number) =>
  Number.isFinite(a / b) ? `${a / b >= 10 ? (a / b).toFixed(0) : (a / b).toPrecision(2)}×` : 'n/a';
const counts = (r: PhaseResult) => `${r.delivered}/${r.sent} delivered, ${r.failed} failed`;
const fan = (r: TargetResult, f: (x: FanoutResult) => string) => (r.fanout ? f(r.fanout) : 'skipped');
const fanP = (r: TargetResult, p: number, which: 'latencies' | 'completions') =>
  r.fanout ? percentile(ascending(r.fanout[which]), p) : Number.NaN;
const errors = (r: TargetResult) => `${r.errorFrames}${r.firstError ? ` (first: ${r.firstError})` : ''}`;

/** A latency row: both targets and how many times the relay's figure ours is. */
const compared = (label: string, ours: number, base: number): string[] => [
  label,
  ms(ours),
  ms(base),
  ratio(ours, base),
];

function rows(ours: TargetResult, base: RelayResult): string[][] {
  return [
    ['sockets connected', `${ours.sockets}`, `${base.sockets}`, ''],
    [
      'time to open them',
      `${ours.openSeconds.toFixed(1)} s (incl. auth)`,
      `${base.openSeconds.toFixed(1)} s`,
      '',
    ],
    ['warm-up, one per route', counts(ours.warmup), counts(base.warmup), ''],
    [`paced ${RATE}/s: messages`, counts(ours.paced), counts(base.paced), ''],
    compared(`paced ${RATE}/s: latency p50`, stat(ours.paced, 50), stat(base.paced, 50)),
    compared(`paced ${RATE}/s: latency p99`, stat(ours.paced, 99), stat(base.paced, 99)),
    [`paced ${RATE}/s: latency max`, ms(stat(ours.paced, 100)), ms(stat(base.paced, 100)), ''],
    [
      `saturation (${INFLIGHT} in flight)`,
      `${counts(ours.saturated)} in ${ours.saturated.seconds.toFixed(1)} s`,
      `${counts(base.saturated)} in ${base.saturated.seconds.toFixed(1)} s`,
      '',
    ],
    [
      'throughput, delivered msg/s',
      rate(ours.saturated).toFixed(0),
      rate(base.saturated).toFixed(0),
      ratio(rate(ours.saturated), rate(base.saturated)),
    ],
    compared('saturation latency p50', stat(ours.saturated, 50), stat(base.saturated, 50)),
    compared('saturation latency p99', stat(ours.saturated, 99), stat(base.saturated, 99)),
    [
      `fan-out into ${FANOUT_ROOM}: deliveries`,
      fan(ours, (f) => `${f.deliveries}/${f.expected} (${f.messages} msgs)`),
      fan(base, (f) => `${f.deliveries}/${f.expected} (${f.messages} msgs)`),
      '',
    ],
    compared('fan-out per-recipient p50', fanP(ours, 50, 'latencies'), fanP(base, 50, 'latencies')),
    compared('fan-out per-recipient p99', fanP(ours, 99, 'latencies'), fanP(base, 99, 'latencies')),
    compared('fan-out, last recipient p50', fanP(ours, 50, 'completions'), fanP(base, 50, 'completions')),
    ['frames the clients received (all)', `${ours.framesReceived}`, `${base.framesReceived}`, ''],
    ['error frames', errors(ours), errors(base), ''],
    ['sockets closed unexpectedly', `${ours.unexpectedCloses}`, `${base.unexpectedCloses}`, ''],
  ];
}

/** The comparison table, then what the figures mean and what else ran on the machine. */
export function printReport(
  ours: TargetResult,
  base: RelayResult,
  fileLimit: string,
  loadBefore: string,
): void {
  const header = ['measure', '泰山宫 (gateway → realtime → chat)', 'bare ws relay', 'ours / relay'];
  console.info(
    [
      '',
      formatTable(header, rows(ours, base)),
      '',
      `${SOCKETS} sockets = ${PAIRS} pairs; a route is one direction of a pair (${SOCKETS} routes, used round-robin).`,
      'Latency = send_message written on the sender socket → the frame carrying that clientId read on the',
      "partner's socket (ours: new_message; relay: the forwarded frame), both timestamps in this process.",
      `Paced: open loop at ${RATE} msg/s. Saturation: ${INFLIGHT} closed-loop senders, each waits for its delivery.`,
      'Ours per direct message: gateway → realtime → NATS request → chat (Postgres transaction: seq, message,',
      'marks, outbox) → reply to the sender (`message`) and deliver.room → `new_message` to both members;',
      'the relay parses the frame for routing and writes it once to the peer. No acks/read receipts are sent.',
      `Fan-out: one message at a time into ${FANOUT_ROOM} (every member is in it), latency per recipient`,
      `(the ${SOCKETS - 1} others) and until the last one had it.`,
      `relay: ${base.relayStats || 'no stats'}; machine cores ${availableParallelism()}; open-file limit ${fileLimit};`,
      'everything (client, gateway, services, Postgres, NATS, Redis, relay) shares this machine over loopback;',
      `load average (1/5/15 min) at start ${loadBefore}, at end ${loadAverage()}: other work on the machine shows in the tails.`,
      '',
    ].join('\n'),
  );
}

/** Messages lost (failed, or fan-out deliveries that never came). */
export const lost = (r: TargetResult): number =>
  r.warmup.failed +
  r.paced.failed +
  r.saturated.failed +
  (r.fanout ? r.fanout.expected - r.fanout.deliveries : 0);
