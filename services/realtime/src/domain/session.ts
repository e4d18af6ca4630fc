import { RpcUnavailableError } from '@taishan/events';
import { AppError } from '@taishan/service-kit';
import { decodeJwt } from 'jose';
import type WebSocket from 'ws';
import { MemberGoneError } from './chat-client.js';
import type { Connection } from './connection.js';
import type { RealtimeContext } from './context.js';
import { handleFrame } from './frame-handlers.js';
import { CLOSE, type FrameResult, type ParsedFrame, readFrame, serverTime, WS_ERRORS } from './wire.js';

/** Frames a client may send between `auth` and `auth_success` (the spec's client joins right away). */
const MAX_QUEUED = 16;
/** Node timers cannot wait longer than this; a token living longer is re-checked when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * One socket's conversation: the `connected` greeting, authentication by the first frame, token
 * expiry, the room list from chat (retried while chat is down) and dispatch of every later frame.
 */
export class Session {
  private authTimer: NodeJS.Timeout | undefined;
  private expiryTimer: NodeJS.Timeout | undefined;
  private roomsRetry: NodeJS.Timeout | undefined;
  private queue: ParsedFrame[] = [];
  private lastMembershipCheck = 0;
  /** Counted against the member's device cap in Redis: must be dropped when the socket closes. */
  private admitted = false;
  /** send_message is handled one at a time per socket so a member's messages keep their order. */
  sendChain: Promise<void> = Promise.resolve();
  pendingSends = 0;

  constructor(
    readonly ctx: RealtimeContext,
    readonly conn: Connection,
    readonly requestId: string,
  ) {}

  open(): void {
    this.ctx.hub.add(this.conn);
    this.conn.send({ type: 'connected', data: { serverTime: serverTime() } });
    this.authTimer = setTimeout(
      () => this.conn.fail('AUTH_REQUIRED', WS_ERRORS.AUTH_REQUIRED, CLOSE.UNAUTHORIZED),
      this.ctx.config.AUTH_TIMEOUT_MS,
    );
  }

  receive(raw: WebSocket.RawData, isBinary: boolean): void {
    const conn = this.conn;
    if (!conn.open) return;
    const decision = conn.limiter.take();
    if (decision === 'abuse') {
      conn.log.warn('socket closed for flooding');
      conn.fail('RATE_LIMITED', WS_ERRORS.RATE_LIMITED, CLOSE.POLICY);
    } else if (decision === 'limit') {
      conn.error('RATE_LIMITED', WS_ERRORS.RATE_LIMITED);
    } else {
      this.accept(readFrame(raw, isBinary));
    }
  }

  private accept(read: FrameResult): void {
    const conn = this.conn;
    if (conn.state === 'awaiting_auth') {
      // Nothing but a valid auth frame opens a session; the client must not guess otherwise.
      if (!read.ok || read.frame.type !== 'auth') {
        conn.fail('AUTH_REQUIRED', WS_ERRORS.AUTH_REQUIRED, CLOSE.UNAUTHORIZED);
        return;
      }
      const signIn = this.authenticate(read.frame.data.token).catch((err) => {
        conn.log.error({ err }, 'sign-in failed');
        conn.close(CLOSE.INTERNAL_ERROR, 'INTERNAL');
      });
      this.run(signIn);
    } else if (!read.ok) {
      conn.error('BAD_FRAME', read.message, read.clientId);
    } else if (conn.state === 'authenticating') {
      if (this.queue.length >= MAX_QUEUED) conn.error('RATE_LIMITED', WS_ERRORS.RATE_LIMITED);
      else this.queue.push(read.frame);
    } else {
      this.dispatch(read.frame);
    }
  }

  closed(): void {
    const conn = this.conn;
    conn.state = 'closed';
    clearTimeout(this.authTimer);
    clearTimeout(this.expiryTimer);
    clearTimeout(this.roomsRetry);
    this.queue = [];
    this.ctx.hub.remove(conn);
    if (this.admitted) this.ctx.presence.disconnected(conn.userId, conn.id);
  }

  /**
   * Is the member in this room? When the list says no, chat is asked again (the member may have
   * joined a moment ago), but at most once a second so a client cannot turn frames into queries.
   */
  async isMember(roomId: string): Promise<boolean> {
    if (this.conn.rooms.has(roomId)) return true;
    if (Date.now() - this.lastMembershipCheck < 1000) return false;
    this.lastMembershipCheck = Date.now();
    await this.refreshRooms();
    return this.conn.rooms.has(roomId);
  }

  private dispatch(frame: ParsedFrame): void {
    this.run(frame.type === 'auth' ? this.reauthenticate(frame.data.token) : handleFrame(this, frame));
  }

  private async authenticate(token: string): Promise<void> {
    const conn = this.conn;
    conn.state = 'authenticating';
    clearTimeout(this.authTimer);
    const principal = await this.verify(token);
    if (!principal || !conn.open) return;
    conn.userId = principal.id;
    conn.username = principal.username ?? '';
    conn.log = conn.log.child({ userId: conn.userId });
    let roomsLoaded = true;
    try {
      await this.refreshRooms();
    } catch (err) {
      if (err instanceof MemberGoneError) {
        conn.fail('AUTH_REVOKED', WS_ERRORS.AUTH_REVOKED, CLOSE.FORBIDDEN);
        return;
      }
      if (!(err instanceof RpcUnavailableError)) throw err;
      roomsLoaded = false;
      conn.log.warn({ err: err.message }, 'rooms unavailable at sign-in');
    }
    if (!conn.open) return;
    if (!(await this.ctx.presence.admit(conn.userId, conn.id))) {
      conn.fail('TOO_MANY_DEVICES', WS_ERRORS.TOO_MANY_DEVICES, CLOSE.TOO_MANY_DEVICES);
      return;
    }
    this.admitted = true;
    if (!conn.open) return;
    this.ctx.hub.attachUser(conn);
    await this.ctx.hub.flush();
    if (!conn.open) return;
    conn.state = 'ready';
    conn.send({ type: 'auth_success', data: { userId: conn.userId, username: conn.username } });
    if (!roomsLoaded) {
      conn.error('CHAT_UNAVAILABLE', WS_ERRORS.CHAT_UNAVAILABLE);
      this.retryRooms(1000);
    }
    const queued = this.queue;
    this.queue = [];
    for (const frame of queued) this.dispatch(frame);
  }

  /** A fresh token on an open socket extends the session; it must be the same member's. */
  private async reauthenticate(token: string): Promise<void> {
    const principal = await this.verify(token);
    if (!principal || !this.conn.open) return;
    if (principal.id !== this.conn.userId) {
      this.conn.fail('AUTH_INVALID', WS_ERRORS.AUTH_INVALID, CLOSE.UNAUTHORIZED);
      return;
    }
    this.conn.send({
      type: 'auth_success',
      data: { userId: this.conn.userId, username: this.conn.username },
    });
  }

  /** Verifies a member token and schedules the session's end at its expiry; null after failing. */
  private async verify(token: string) {
    const conn = this.conn;
    try {
      const principal = await this.ctx.verifyAccessToken(token);
      if (principal.audience !== 'member') {
        conn.fail('AUTH_INVALID', WS_ERRORS.AUTH_INVALID, CLOSE.UNAUTHORIZED);
        return null;
      }
      this.scheduleExpiry(decodeJwt(token).exp ?? 0);
      return principal;
    } catch (err) {
      const code = err instanceof AppError ? err.code : 'AUTH_INVALID';
      if (code === 'AUTH_EXPIRED') conn.fail(code, WS_ERRORS.AUTH_EXPIRED, CLOSE.UNAUTHORIZED);
      // Not the token's fault: the keys could not be fetched. Come back later, do not sign out.
      else if (code === 'AUTH_UNAVAILABLE')
        conn.fail(code, WS_ERRORS.AUTH_UNAVAILABLE, CLOSE.TRY_AGAIN_LATER);
      else conn.fail('AUTH_INVALID', WS_ERRORS.AUTH_INVALID, CLOSE.UNAUTHORIZED);
      return null;
    }
  }

  private scheduleExpiry(expSeconds: number): void {
    clearTimeout(this.expiryTimer);
    const left = expSeconds * 1000 - Date.now();
    this.expiryTimer = setTimeout(
      () => {
        if (expSeconds * 1000 > Date.now()) this.scheduleExpiry(expSeconds);
        else this.conn.fail('AUTH_EXPIRED', WS_ERRORS.AUTH_EXPIRED, CLOSE.UNAUTHORIZED);
      },
      Math.min(Math.max(left, 0), MAX_TIMER_MS),
    );
  }

  private async refreshRooms(): Promise<void> {
    const roomIds = await this.ctx.chat.roomsOf(this.conn.userId);
    if (!this.conn.open) return;
    this.ctx.hub.setRooms(this.conn, roomIds);
    await this.ctx.hub.flush();
  }

  /** Chat was down at sign-in: keep asking, backing off up to 30 s, while the socket lives. */
  private retryRooms(delayMs: number): void {
    this.roomsRetry = setTimeout(() => {
      this.refreshRooms().catch((err) => {
        if (err instanceof MemberGoneError) {
          this.conn.fail('AUTH_REVOKED', WS_ERRORS.AUTH_REVOKED, CLOSE.FORBIDDEN);
          return;
        }
        if (!(err instanceof RpcUnavailableError)) this.conn.log.error({ err }, 'rooms refresh failed');
        if (this.conn.open) this.retryRooms(Math.min(delayMs * 2, 30_000));
      });
    }, delayMs);
  }

  /** Nothing a socket does may throw into the process or into other sockets. */
  run(work: Promise<void>): void {
    work.catch((err) => this.conn.log.error({ err }, 'socket handler failed'));
  }
}
