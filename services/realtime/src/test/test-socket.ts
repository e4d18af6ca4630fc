import type { ServerFrame } from '@taishan/contracts';
import type WebSocket from 'ws';

type FrameOf<T extends ServerFrame['type']> = Extract<ServerFrame, { type: T }>;

/** A client socket that records every frame, so tests can wait for the exact one they expect. */
export class TestSocket {
  readonly frames: ServerFrame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly taken = new Set<number>();
  private readonly waiters = new Set<() => void>();

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as ServerFrame);
      for (const wake of this.waiters) wake();
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    ws.on('error', () => {});
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame of this type (and match) not yet taken by an earlier call. */
  next<T extends ServerFrame['type']>(
    type: T,
    match: (data: FrameOf<T>['data']) => boolean = () => true,
    timeoutMs = 3000,
  ): Promise<FrameOf<T>> {
    const find = () => {
      const index = this.frames.findIndex(
        (f, i) => !this.taken.has(i) && f.type === type && match((f as FrameOf<T>).data as never),
      );
      if (index === -1) return undefined;
      this.taken.add(index);
      return this.frames[index] as FrameOf<T>;
    };
    return new Promise((resolve, reject) => {
      const hit = find();
      if (hit) return resolve(hit);
      const check = () => {
        const found = find();
        if (!found) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(found);
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`));
      }, timeoutMs);
      this.waiters.add(check);
    });
  }

  /** Frames of this type that arrived and were not taken. */
  untaken<T extends ServerFrame['type']>(type: T): FrameOf<T>[] {
    return this.frames.filter((f, i) => !this.taken.has(i) && f.type === type) as FrameOf<T>[];
  }

  /** A ping round trip: every frame the server sent before the pong has arrived. */
  async sync(): Promise<void> {
    this.frames.forEach((f, i) => {
      if (f.type === 'pong') this.taken.add(i);
    });
    this.send({ type: 'ping' });
    await this.next('pong');
  }

  close(): void {
    this.ws.close();
  }

  /** Drops the connection without a close frame, like a phone losing signal. */
  terminate(): void {
    this.ws.terminate();
  }
}
