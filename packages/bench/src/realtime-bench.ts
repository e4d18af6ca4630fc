/**
 * `pnpm bench` (second part) / `pnpm --filter @taishan/bench bench:realtime`: end-to-end message
 * latency and throughput at 1 000 connected sockets through the real gateway, realtime and chat
 * (built services, own database and prefixes), against a bare `ws` relay with the same sockets,
 * the same frames and the same measurement. See README.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { AuthReply, ChatMessage } from '@taishan/contracts';
import { createTestContext, type RunningStack, startStack, type TestContext } from '@taishan/testing';
import { WebSocket } from 'ws';

const int = (name: string, fallback: number, min = 1) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}`);
  return value;
};

const MEMBERS = int('BENCH_RT_MEMBERS', 1000, 2);
const RATE = int('BENCH_RT_RATE', 100);
const LATENCY_MESSAGES = int('BENCH_RT_MESSAGES', 2000);
const INFLIGHT = int('BENCH_RT_INFLIGHT', 64);
const SAT_MESSAGES = int('BENCH_RT_SAT_MESSAGES', 200_000);
const SAT_SECONDS = int('BENCH_RT_SECONDS', 15);
const FANOUT_MESSAGES = int('BENCH_RT_FANOUT', 10, 0);
const TIMEOUT_MS = int('BENCH_RT_TIMEOUT_MS', 10_000);
/** HTTP set-up (register, befriend, open the direct room) and socket opening run this wide. */
const SETUP_CONCURRENCY = 8;
const OPEN_CONCURRENCY = 50;
const PAIRS = Math.floor(MEMBERS / 2);
const SOCKETS = PAIRS * 2;
const FANOUT_ROOM = 'general';

/** The gateway's per-address limits and realtime's per-socket token bucket, out of the way. */
const RAISED = {
  RATE_LIMIT_AUTH_MAX: '1000000',
  RATE_LIMIT_MEMBER_MAX: '1000000',
  RATE_LIMIT_ADDRESS_MAX: '1000000',
  RATE_LIMIT_WEBSOCKET_MAX: '1000000',
  RATE_LIMIT_PER_SECOND: '100000',
  RATE_LIMIT_BURST: '100000',
};

// ---------------------------------------------------------------------------------------------
// figures

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;
const sortNum = (values: number[]) => [...values].sort((a, b) => a - b);
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)} ms` : 'n/a');
const sleep = (msec: number) => new Promise((r) => setTimeout(r, msec));

interface PhaseResult {
  sent: number;
  delivered: number;
  /** Error frames answering a send, plus messages that never arrived within the timeout. */
  failed: number;
  seconds: number;
  latencies: number[];
}

interface FanoutResult {
  messages: number;
  deliveries: number;
  expected: number;
  /** Every recipient's latency (the sender's own copy excluded). */
  latencies: number[];
  /** Per message: until the last recipient had it. */
  completions: number[];
}

interface TargetResult {
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

// ---------------------------------------------------------------------------------------------
// the sockets and what they receive

/** One sender → receiver direction of a pair, in a room (the pair's direct room, or the relay's). */
interface Route {
  from: number;
  to: number;
  room: string;
}

interface Pending {
  t0: number;
  to: number;
  settle: (latency: number | undefined) => void;
}

interface FanoutPending {
  t0: number;
  from: number;
  latencies: number[];
  last: number;
  done: () => void;
}

/**
 * The bench side of one target: its sockets (index = member), which frame type means "delivered"
 * (`new_message` from realtime, the forwarded `send_message` itself from the relay), and the messages
 * in flight, matched by clientId on the receiving socket.
 */
class Clients {
  readonly sockets: WebSocket[] = [];
  readonly pending = new Map<string, Pending>();
  readonly fanout = new Map<string, FanoutPending>();
  framesReceived = 0;
  errorFrames = 0;
  firstError: string | undefined;
  unexpectedCloses = 0;
  closing = false;
  private counter = 0;

  constructor(
    readonly name: string,
    private readonly deliveredType: 'new_message' | 'send_message',
  ) {}

  nextClientId(): string {
    this.counter += 1;
    return `bench-${this.counter.toString(36).padStart(8, '0')}`;
  }

  onFrame(index: number, raw: WebSocket.RawData): void {
    const at = performance.now();
    this.framesReceived += 1;
    let frame: { type?: string; data?: { clientId?: string | null; code?: string; message?: string } };
    try {
      frame = JSON.parse(raw.toString());
    } catch {
      this.noteError('unparseable frame');
      return;
    }
    if (frame.type === this.deliveredType) {
      const clientId = frame.data?.clientId;
      if (!clientId) return;
      const p = this.pending.get(clientId);
      if (p && p.to === index) {
        this.pending.delete(clientId);
        p.settle(at - p.t0);
        return;
      }
      const f = this.fanout.get(clientId);
      if (f && f.from !== index) {
        f.latencies.push(at - f.t0);
        f.last = at;
        if (f.latencies.length >= SOCKETS - 1) f.done();
      }
    } else if (frame.type === 'error') {
      this.noteError(`${frame.data?.code}: ${frame.data?.message}`);
      const clientId = frame.data?.clientId;
      const p = clientId ? this.pending.get(clientId) : undefined;
      if (clientId && p) {
        this.pending.delete(clientId);
        p.settle(undefined);
      }
    }
  }

  noteError(message: string): void {
    this.errorFrames += 1;
    this.firstError ??= message;
  }

  /** Sends one message on `route` and resolves with its latency, or undefined if it failed. */
  send(route: Route): Promise<number | undefined> {
    const clientId = this.nextClientId();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(clientId);
        resolve(undefined);
      }, TIMEOUT_MS);
      const settle = (latency: number | undefined) => {
        clearTimeout(timer);
        resolve(latency);
      };
      const t0 = performance.now();
      this.pending.set(clientId, { t0, to: route.to, settle });
      this.write(route.from, route.room, clientId);
    });
  }

  write(from: number, room: string, clientId: string): void {
    const socket = this.sockets[from];
    if (socket?.readyState !== WebSocket.OPEN) {
      const p = this.pending.get(clientId);
      this.pending.delete(clientId);
      p?.settle(undefined);
      return;
    }
    socket.send(
      JSON.stringify({
        type: 'send_message',
        data: { chatId: room, content: `道可道，非常道 ${clientId}`, messageType: 'text', clientId },
      }),
    );
  }

  async closeAll(): Promise<void> {
    this.closing = true;
    await Promise.all(
      this.sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.readyState === WebSocket.CLOSED) return resolve();
            const timer = setTimeout(() => {
              socket.terminate();
              resolve();
            }, 5000);
            socket.once('close', () => {
              clearTimeout(timer);
              resolve();
            });
            if (socket.readyState === WebSocket.OPEN) socket.close(1000);
            else socket.terminate();
          }),
      ),
    );
  }
}

/**
 * Opens `count` sockets, `OPEN_CONCURRENCY` at a time. `ready` decides when a socket counts as
 * connected (auth_success for ours, open for the relay).
 */
async function openSockets(
  clients: Clients,
  count: number,
  url: (i: number) => string,
  onOpen: (socket: WebSocket, i: number) => void,
  readyFrame: string | undefined,
): Promise<number> {
  const t0 = performance.now();
  let next = 0;
  const openOne = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(url(i), { perMessageDeflate: false });
      clients.sockets[i] = socket;
      let ready = false;
      const timer = setTimeout(() => fail(new Error(`socket ${i} not ready within 30 s`)), 30_000);
      const fail = (err: Error) => {
        if (ready) return;
        ready = true;
        clearTimeout(timer);
        socket.terminate();
        reject(err);
      };
      const succeed = () => {
        if (ready) return;
        ready = true;
        clearTimeout(timer);
        resolve();
      };
      socket.on('open', () => {
        onOpen(socket, i);
        if (!readyFrame) succeed();
      });
      socket.on('message', (raw) => {
        if (!ready && readyFrame) {
          const frame = JSON.parse(raw.toString()) as { type: string; data?: { code?: string } };
          if (frame.type === readyFrame) succeed();
          else if (frame.type === 'error') fail(new Error(`socket ${i}: ${frame.data?.code}`));
          return;
        }
        clients.onFrame(i, raw);
      });
      socket.on('error', (err) => fail(err));
      socket.on('close', (code) => {
        if (!ready) fail(new Error(`socket ${i} closed with ${code} before it was ready`));
        else if (!clients.closing) clients.unexpectedCloses += 1;
      });
    });
  await Promise.all(
    Array.from({ length: OPEN_CONCURRENCY }, async () => {
      while (next < count) await openOne(next++);
    }),
  );
  return (performance.now() - t0) / 1000;
}

// ---------------------------------------------------------------------------------------------
// the measurements, identical for both targets

/** Closed loop: `inflight` workers, each sends and waits for the delivery before the next. */
async function closedLoop(
  clients: Clients,
  routes: Route[],
  maxMessages: number,
  maxSeconds: number,
  inflight: number,
): Promise<PhaseResult> {
  const latencies: number[] = [];
  let sent = 0;
  let failed = 0;
  const t0 = performance.now();
  const deadline = t0 + maxSeconds * 1000;
  let last = t0;
  await Promise.all(
    Array.from({ length: inflight }, async () => {
      while (sent < maxMessages && performance.now() < deadline) {
        const route = routes[sent++ % routes.length]!;
        const latency = await clients.send(route);
        if (latency === undefined) failed++;
        else latencies.push(latency);
        last = performance.now();
      }
    }),
  );
  return { sent, delivered: latencies.length, failed, seconds: (last - t0) / 1000, latencies };
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

async function measure(
  clients: Clients,
  routes: Route[],
  openSeconds: number,
  fanoutRoom: string | undefined,
): Promise<TargetResult> {
  console.info(`  [${clients.name}] warm-up: one message on each of the ${routes.length} routes`);
  const warmup = await closedLoop(clients, routes, routes.length, 120, INFLIGHT);
  console.info(`  [${clients.name}] latency: ${LATENCY_MESSAGES} messages at ${RATE}/s`);
  const pacedResult = await paced(clients, routes, LATENCY_MESSAGES, RATE);
  console.info(
    `  [${clients.name}] saturation: ${INFLIGHT} in flight, up to ${SAT_MESSAGES} messages or ${SAT_SECONDS} s`,
  );
  const saturated = await closedLoop(clients, routes, SAT_MESSAGES, SAT_SECONDS, INFLIGHT);
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

// ---------------------------------------------------------------------------------------------
// target 1: the stack

async function pool<T>(count: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, count) }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await task(i);
      }
    }),
  );
  return out;
}

async function call<T>(
  url: string,
  body: unknown,
  token: string | undefined,
  expected: number[],
  retryCodes: string[] = [],
): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (expected.includes(res.status)) return JSON.parse(text) as T;
    let code = '';
    try {
      code = (JSON.parse(text) as { code?: string }).code ?? '';
    } catch {}
    // Chat learns of new members from auth's events a moment after registration.
    if (retryCodes.includes(code) && Date.now() < deadline) {
      await sleep(250);
      continue;
    }
    throw new Error(`${new URL(url).pathname} answered ${res.status} ${text.slice(0, 200)}`);
  }
}

async function benchStack(ctx: TestContext, cleanup: Array<() => Promise<void>>): Promise<TargetResult> {
  console.info(
    `starting auth, chat, realtime and the gateway (built) on 127.0.0.1 with ${Object.entries(RAISED)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ')}: the gateway's per-address limits and realtime's per-socket frame limit would ` +
      'otherwise refuse a bench that comes from one address',
  );
  let stack: RunningStack | undefined = await startStack({ ...ctx.env, ...RAISED });
  cleanup.push(async () => {
    await stack?.stop();
    stack = undefined;
  });
  const api = (p: string) => `${stack!.gatewayUrl}${p}`;

  console.info(`registering ${SOCKETS} members through the gateway (${SETUP_CONCURRENCY} at a time)`);
  let t = performance.now();
  const members = await pool(SOCKETS, SETUP_CONCURRENCY, (i) =>
    call<AuthReply>(
      api('/api/auth/register'),
      { username: `rt_${i}`, password: `bench-password-${i}`, nickname: `道友${i}` },
      undefined,
      [201],
    ),
  );
  console.info(`  ${SOCKETS} registered in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  console.info(`pairing: ${PAIRS} friendships and their direct rooms`);
  t = performance.now();
  const rooms = await pool(PAIRS, SETUP_CONCURRENCY, async (p) => {
    const a = members[2 * p]!;
    const b = members[2 * p + 1]!;
    await call(
      api('/api/friends'),
      { friendId: b.user.id },
      a.token,
      [201],
      ['MEMBER_UNKNOWN', 'USER_NOT_FOUND'],
    );
    // Friendship needs consent: b asking back accepts a's request.
    await call(api('/api/friends'), { friendId: a.user.id }, b.token, [201], ['MEMBER_UNKNOWN']);
    const first = await call<ChatMessage>(
      api('/api/messages'),
      { receiverId: b.user.id, content: '你好' },
      a.token,
      [201],
    );
    return first.roomId;
  });
  console.info(`  ${PAIRS} pairs in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const clients = new Clients('泰山宫', 'new_message');
  cleanup.push(() => clients.closeAll());
  const wsUrl = `${stack.gatewayUrl.replace(/^http/, 'ws')}/ws`;
  console.info(`opening ${SOCKETS} websockets through the gateway's /ws (auth frame, wait for auth_success)`);
  const openSeconds = await openSockets(
    clients,
    SOCKETS,
    () => wsUrl,
    (socket, i) => socket.send(JSON.stringify({ type: 'auth', data: { token: members[i]!.token } })),
    'auth_success',
  );
  console.info(`  ${SOCKETS} signed in in ${openSeconds.toFixed(1)} s`);

  const routes = directedRoutes((p) => rooms[p]!);
  const result = await measure(clients, routes, openSeconds, FANOUT_ROOM);
  await clients.closeAll();
  await stack.stop();
  stack = undefined;
  return result;
}

// ---------------------------------------------------------------------------------------------
// target 2: the bare relay

async function startRelay(): Promise<{ child: ChildProcess; port: number; stop(): Promise<string> }> {
  const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ws-relay.js');
  const child = spawn(process.execPath, [entry], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const iterator = lines[Symbol.asyncIterator]();
  const first = await Promise.race([
    iterator.next(),
    sleep(10_000).then(() => ({ value: undefined, done: true })),
  ]);
  if (!first.value) {
    child.kill('SIGKILL');
    throw new Error('the ws relay did not start');
  }
  const { port } = JSON.parse(first.value as string) as { port: number };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return '';
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const stats = iterator.next().then((r) => (r.value as string | undefined) ?? '');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    return Promise.race([stats, sleep(100).then(() => '')]);
  };
  return { child, port, stop };
}

async function benchRelay(
  cleanup: Array<() => Promise<void>>,
): Promise<TargetResult & { relayStats: string }> {
  console.info('starting the bare ws relay (own process, 127.0.0.1)');
  const relay = await startRelay();
  let stopped = false;
  let relayStats = '';
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    relayStats = await relay.stop();
  };
  cleanup.push(stop);
  const clients = new Clients('ws relay', 'send_message');
  cleanup.push(() => clients.closeAll());
  console.info(`opening ${SOCKETS} websockets to the relay`);
  const openSeconds = await openSockets(
    clients,
    SOCKETS,
    (i) => `ws://127.0.0.1:${relay.port}/?id=${i}&peer=${i ^ 1}`,
    () => {},
    undefined,
  );
  console.info(`  ${SOCKETS} open in ${openSeconds.toFixed(1)} s`);
  const routes = directedRoutes((p) => `pair-${p}`);
  const result = await measure(clients, routes, openSeconds, FANOUT_ROOM);
  await clients.closeAll();
  await stop();
  return { ...result, relayStats };
}

/** Both directions of every pair, interleaved so consecutive messages go to different sockets. */
function directedRoutes(room: (pair: number) => string): Route[] {
  const routes: Route[] = [];
  for (let p = 0; p < PAIRS; p++) routes.push({ from: 2 * p, to: 2 * p + 1, room: room(p) });
  for (let p = 0; p < PAIRS; p++) routes.push({ from: 2 * p + 1, to: 2 * p, room: room(p) });
  return routes;
}

// ---------------------------------------------------------------------------------------------

function openFileLimit(): string {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const [soft, hard] = line?.split(/\s+/).slice(3, 5) ?? [];
    if (soft && hard) {
      if (soft !== 'unlimited' && Number(soft) < SOCKETS * 2 + 1024) {
        throw new Error(
          `open-file limit ${soft} is too low for ${SOCKETS} sockets (the gateway holds two per socket): ` +
            `run \`ulimit -n ${SOCKETS * 2 + 1024}\` (hard limit ${hard}) first`,
        );
      }
      return `${soft} (hard ${hard})`;
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  return 'unknown';
}

function report(
  ours: TargetResult,
  base: TargetResult & { relayStats: string },
  fileLimit: string,
  loadBefore: string,
) {
  const stat = (r: PhaseResult, p: number) => percentile(sortNum(r.latencies), p);
  const rate = (r: PhaseResult) => r.delivered / r.seconds;
  const ratio = (a: number, b: number) =>
    Number.isFinite(a / b) ? `${a / b >= 10 ? (a / b).toFixed(0) : (a / b).toPrecision(2)}×` : 'n/a';
  const counts = (r: PhaseResult) => `${r.delivered}/${r.sent} delivered, ${r.failed} failed`;
  const fan = (r: TargetResult, f: (x: FanoutResult) => string) => (r.fanout ? f(r.fanout) : 'skipped');
  const fanP = (r: TargetResult, p: number, which: 'latencies' | 'completions') =>
    r.fanout ? percentile(sortNum(r.fanout[which]), p) : Number.NaN;

  const rows: Array<[string, string, string, string]> = [
    ['sockets connected', `${ours.sockets}`, `${base.sockets}`, ''],
    [
      'time to open them',
      `${ours.openSeconds.toFixed(1)} s (incl. auth)`,
      `${base.openSeconds.toFixed(1)} s`,
      '',
    ],
    ['warm-up, one per route', counts(ours.warmup), counts(base.warmup), ''],
    [`paced ${RATE}/s: messages`, counts(ours.paced), counts(base.paced), ''],
    [
      `paced ${RATE}/s: latency p50`,
      ms(stat(ours.paced, 50)),
      ms(stat(base.paced, 50)),
      ratio(stat(ours.paced, 50), stat(base.paced, 50)),
    ],
    [
      `paced ${RATE}/s: latency p99`,
      ms(stat(ours.paced, 99)),
      ms(stat(base.paced, 99)),
      ratio(stat(ours.paced, 99), stat(base.paced, 99)),
    ],
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
    [
      'saturation latency p50',
      ms(stat(ours.saturated, 50)),
      ms(stat(base.saturated, 50)),
      ratio(stat(ours.saturated, 50), stat(base.saturated, 50)),
    ],
    [
      'saturation latency p99',
      ms(stat(ours.saturated, 99)),
      ms(stat(base.saturated, 99)),
      ratio(stat(ours.saturated, 99), stat(base.saturated, 99)),
    ],
    [
      `fan-out into ${FANOUT_ROOM}: deliveries`,
      fan(ours, (f) => `${f.deliveries}/${f.expected} (${f.messages} msgs)`),
      fan(base, (f) => `${f.deliveries}/${f.expected} (${f.messages} msgs)`),
      '',
    ],
    [
      'fan-out per-recipient p50',
      ms(fanP(ours, 50, 'latencies')),
      ms(fanP(base, 50, 'latencies')),
      ratio(fanP(ours, 50, 'latencies'), fanP(base, 50, 'latencies')),
    ],
    [
      'fan-out per-recipient p99',
      ms(fanP(ours, 99, 'latencies')),
      ms(fanP(base, 99, 'latencies')),
      ratio(fanP(ours, 99, 'latencies'), fanP(base, 99, 'latencies')),
    ],
    [
      'fan-out, last recipient p50',
      ms(fanP(ours, 50, 'completions')),
      ms(fanP(base, 50, 'completions')),
      ratio(fanP(ours, 50, 'completions'), fanP(base, 50, 'completions')),
    ],
    ['frames the clients received (all)', `${ours.framesReceived}`, `${base.framesReceived}`, ''],
    [
      'error frames',
      `${ours.errorFrames}${ours.firstError ? ` (first: ${ours.firstError})` : ''}`,
      `${base.errorFrames}${base.firstError ? ` (first: ${base.firstError})` : ''}`,
      '',
    ],
    ['sockets closed unexpectedly', `${ours.unexpectedCloses}`, `${base.unexpectedCloses}`, ''],
  ];
  const header: [string, string, string, string] = [
    'measure',
    '泰山宫 (gateway → realtime → chat)',
    'bare ws relay',
    'ours / relay',
  ];
  // CJK characters take two columns in a terminal.
  const width = (s: string) =>
    [...s].reduce((n, ch) => n + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 2 : 1), 0);
  const pad = (s: string, w: number) => s + ' '.repeat(Math.max(0, w - width(s)));
  const widths = [0, 1, 2, 3].map((c) => Math.max(...[header, ...rows].map((r) => width(r[c]!))));
  const line = (r: string[]) => `| ${r.map((v, c) => pad(v, widths[c]!)).join(' | ')} |`;
  console.info(
    [
      '',
      line(header),
      `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
      ...rows.map(line),
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

const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

async function main() {
  const started = performance.now();
  const loadBefore = loadAverage();
  const fileLimit = openFileLimit();
  const cleanup: Array<() => Promise<void>> = [];
  let ctx: TestContext | undefined;
  let failed = false;
  let cleaned: Promise<void> | undefined;
  const cleanUp = () => {
    cleaned ??= (async () => {
      for (const step of cleanup.reverse()) await step().catch((err) => console.error(err));
      await ctx?.cleanup();
    })();
    return cleaned;
  };
  process.once('SIGINT', () => {
    console.info('interrupted: closing sockets, stopping the stack, dropping the database');
    void cleanUp().finally(() => process.exit(130));
  });
  try {
    ctx = await createTestContext();
    const ours = await benchStack(ctx, cleanup);
    const base = await benchRelay(cleanup);
    report(ours, base, fileLimit, loadBefore);
    const lost = (r: TargetResult) =>
      r.warmup.failed +
      r.paced.failed +
      r.saturated.failed +
      (r.fanout ? r.fanout.expected - r.fanout.deliveries : 0);
    failed =
      lost(ours) +
        lost(base) +
        ours.errorFrames +
        base.errorFrames +
        ours.unexpectedCloses +
        base.unexpectedCloses >
      0;
  } finally {
    await cleanUp();
    console.info(`realtime bench done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  if (failed) process.exitCode = 1;
}

await main();
