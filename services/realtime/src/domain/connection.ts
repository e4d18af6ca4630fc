import { randomUUID } from 'node:crypto';
import type { ServerFrame } from '@taishan/contracts';
import type { FastifyBaseLogger } from 'fastify';
import WebSocket from 'ws';
import { FrameRateLimiter, type RateLimitOptions } from './rate-limit.js';
import { errorFrame, type WsErrorCode } from './wire.js';

export type ConnectionState = 'awaiting_auth' | 'authenticating' | 'ready' | 'closed';

export interface ConnectionLimits {
  maxBufferedBytes: number;
  rate: RateLimitOptions;
}

/** One open socket and what this instance knows about it. */
export class Connection {
  readonly id = randomUUID();
  state: ConnectionState = 'awaiting_auth';
  userId = '';
  username = '';
  /** Rooms whose deliveries this socket receives. */
  readonly rooms = new Set<string>();
  /** Cleared on every heartbeat, set again by the client's pong. */
  alive = true;
  readonly limiter: FrameRateLimiter;
  log: FastifyBaseLogger;

  constructor(
    readonly socket: WebSocket,
    private readonly limits: ConnectionLimits,
    log: FastifyBaseLogger,
  ) {
    this.limiter = new FrameRateLimiter(limits.rate);
    this.log = log.child({ connId: this.id });
  }

  get open(): boolean {
    return this.state !== 'closed' && this.socket.readyState === WebSocket.OPEN;
  }

  send(frame: ServerFrame): boolean {
    return this.sendText(JSON.stringify(frame));
  }

  /**
   * Sends an already serialised frame (fan-out serialises once). A socket whose unsent data has piled
   * past the limit cannot keep up; it is cut off rather than letting it hold memory for everyone.
   */
  sendText(text: string): boolean {
    if (!this.open) return false;
    if (this.socket.bufferedAmount > this.limits.maxBufferedBytes) {
      this.log.warn({ buffered: this.socket.bufferedAmount }, 'slow consumer terminated');
      this.terminate();
      return false;
    }
    this.socket.send(text);
    return true;
  }

  error(code: WsErrorCode | string, message: string, clientId?: string): void {
    this.send(errorFrame(code, message, clientId));
  }

  /** Tells the client why, then closes with a code it acts on (reconnect, refresh, sign out). */
  fail(code: WsErrorCode | string, message: string, closeCode: number): void {
    if (!this.open) return;
    this.error(code, message);
    this.close(closeCode, code);
  }

  close(code: number, reason: string): void {
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING) {
      this.socket.close(code, reason);
    }
  }

  terminate(): void {
    this.socket.terminate();
  }
}
