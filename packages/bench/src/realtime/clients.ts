import { WebSocket } from 'ws';
import { pool } from '../lib/loops.js';
import { OPEN_CONCURRENCY, PAIRS, SOCKETS, TIMEOUT_MS } from './settings.js';

/** One sender → receiver direction of a pair, in a room (the pair's direct room, or the relay's). */
export interface Route {
  from: number;
  to: number;
  room: string;
}

interface Pending {
  t0: number;
  to: number;
  settle: (latency: number | undefined) => void;
}

export interface FanoutPending {
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
export class Clients {
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
      // Only the partner's copy counts: the sender's own copy arrives too.
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
 * Opens `SOCKETS` sockets, `OPEN_CONCURRENCY` at a time, and resolves with the seconds it took.
 * `readyFrame` decides when a socket counts as connected: the first frame of that type (auth_success
 * for ours), or its opening when undefined (the relay).
 */
export async function openSockets(
  clients: Clients,
  url: (i: number) => string,
  onOpen: (socket: WebSocket, i: number) => void,
  readyFrame: string | undefined,
): Promise<number> {
  const t0 = performance.now();
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
  await pool(SOCKETS, OPEN_CONCURRENCY, openOne);
  return (performance.now() - t0) / 1000;
}

/** Both directions of every pair, interleaved so consecutive messages go to different sockets. */
export function directedRoutes(room: (pair: number) => string): Route[] {
  const routes: Route[] = [];
  for (let p = 0; p < PAIRS; p++) routes.push({ from: 2 * p, to: 2 * p + 1, room: room(p) });
  for (let p = 0; p < PAIRS; p++) routes.push({ from: 2 * p + 1, to: 2 * p, room: room(p) });
  return routes;
}
