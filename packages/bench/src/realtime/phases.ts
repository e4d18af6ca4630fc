import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket } from 'ws';
import { closedLoop } from '../lib/loops.js';
import type { Clients, FanoutPending, Route } from './clients.js';
import {
  FANOUT_MESSAGES,
  INFLIGHT,
  LATENCY_MESSAGES,
  RATE,
  SAT_MESSAGES,
  SAT_SECONDS,
  SOCKETS,
  TIMEOUT_MS,
} from './settings.js';

export interface PhaseResult {
  sent: number;
  delivered: number;
  /** Error frames answering a send, plus messages that never arrived within the timeout. */
  failed: number;
  seconds: number;
  latencies: number[];
}

export interface FanoutResult {
  messages: number;
  deliveries: number;
  expected: number;
  /** Every recipient's latency (the sender's own copy excluded). */
  latencies: number[];
  /** Per message: until the last recipient had it. */
  completions: number[];
}

export interface TargetResult {
  name: string;
  sockets: number;
  openSeconds: number;
  warmup: PhaseResult;
  paced: PhaseResult;
  saturated: PhaseResult;
  fanout?: FanoutResult;
  framesReceived: number;
  errorFrames: number;
  firstError?: string;
  unexpectedCloses: number;
}

/** Closed loop: `INFLIGHT` senders, each sends on the next route and waits for the delivery. */
async function saturate(
  clients: Clients,
  routes: Route[],
  maxMessages: number,
  maxSeconds: number,
): Promise<PhaseResult> {
  const latencies: number[] = [];
  let failed = 0;
  const { started, seconds } = await closedLoop(INFLIGHT, maxMessages, maxSeconds, async (i) => {
    const latency = await clients.send(routes[i % routes.length]!);
    if (latency === undefined) failed++;
    else latencies.push(latency);
  });
  return { sent: started, delivered: latencies.length, failed, seconds, latencies };
}

/** Open loop at a fixed rate: a message is due every 1/rate s, whatever the earlier ones do. */
async function paced(clients: Clients, routes: Route[], count: number, rate: number): Promise<PhaseResult> {
  const latencies: number[] = [];
  const inFlight: Promise<void>[] = [];
  let failed = 0;
  let sent = 0;
  const t0 = performance.now();
  const deadline = t0 + (count / rate) * 1000 + 10_000;
  while (sent < count && performance.now() < deadline) {
    const due = Math.min(count, Math.floor(((performance.now() - t0) / 1000) * rate) + 1);
    while (sent < due) {
      const route = routes[sent++ % routes.length]!;
      inFlight.push(
        clients.send(route).then((latency) => {
          if (latency === undefined) failed++;
          else latencies.push(latency);
        }),
      );
    }
    await sleep(Math.max(1, Math.floor(1000 / rate)));
  }
  const sendSeconds = (performance.now() - t0) / 1000;
  await Promise.all(inFlight);
  return { sent, delivered: latencies.length, failed, seconds: sendSeconds, latencies };
}

/** One message at a time into the room every socket is in, waiting until all others have it. */
async function fanout(clients: Clients, room: string, count: number): Promise<FanoutResult> {
  const result: FanoutResult = { messages: 0, deliveries: 0, expected: 0, latencies: [], completions: [] };
  for (let k = 0; k < count; k++) {
    // Senders spread over the sockets, not always the first.
    const from = (k * 97) % SOCKETS;
    const clientId = clients.nextClientId();
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => entry.done(), TIMEOUT_MS);
      const entry: FanoutPending = {
        t0: performance.now(),
        from,
        latencies: [],
        last: Number.NaN,
        done: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      clients.fanout.set(clientId, entry);
      clients.write(from, room, clientId);
    }).then(() => {
      const entry = clients.fanout.get(clientId)!;
      clients.fanout.delete(clientId);
      result.messages += 1;
      result.expected += SOCKETS - 1;
      result.deliveries += entry.latencies.length;
      result.latencies.push(...entry.latencies);
      if (entry.latencies.length === SOCKETS - 1) result.completions.push(entry.last - entry.t0);
    });
    await sleep(200);
  }
  return result;
}

/** The phases, identical for both targets: warm-up, paced latency, saturation, fan-out. */
export async function measure(
  clients: Clients,
  routes: Route[],
  openSeconds: number,
  fanoutRoom: string | undefined,
): Promise<TargetResult> {
  console.info(`  [${clients.name}] warm-up: one message on each of the ${routes.length} routes`);
  const warmup = await saturate(clients, routes, routes.length, 120);
  console.info(`  [${clients.name}] latency: ${LATENCY_MESSAGES} messages at ${RATE}/s`);
  const pacedResult = await paced(clients, routes, LATENCY_MESSAGES, RATE);
  console.info(
    `  [${clients.name}] saturation: ${INFLIGHT} in flight, up to ${SAT_MESSAGES} messages or ${SAT_SECONDS} s`,
  );
  const saturated = await saturate(clients, routes, SAT_MESSAGES, SAT_SECONDS);
  let fanoutResult: FanoutResult | undefined;
  if (fanoutRoom && FANOUT_MESSAGES > 0) {
    console.info(
      `  [${clients.name}] fan-out: ${FANOUT_MESSAGES} messages into ${fanoutRoom}, to all ${SOCKETS} sockets`,
    );
    fanoutResult = await fanout(clients, fanoutRoom, FANOUT_MESSAGES);
  }
  await sleep(500);
  return {
    name: clients.name,
    sockets: clients.sockets.filter((s) => s.readyState === WebSocket.OPEN).length,
    openSeconds,
    warmup,
    paced: pacedResult,
    saturated,
    fanout: fanoutResult,
    framesReceived: clients.framesReceived,
    errorFrames: clients.errorFrames,
    firstError: clients.firstError,
    unexpectedCloses: clients.unexpectedCloses,
  };
}
