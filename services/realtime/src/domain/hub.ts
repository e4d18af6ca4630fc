import { type Delivery, deliverRoomSubject, deliverUserSubject, delivery } from '@taishan/contracts';
import type { EventBus } from '@taishan/events';
import type { FastifyBaseLogger } from 'fastify';
import type { Msg, NatsError, Subscription } from 'nats';
import type { Connection } from './connection.js';
import { CLOSE, WS_ERRORS } from './wire.js';

const decoder = new TextDecoder();

/**
 * This instance's sockets, indexed by member and by room, and one NATS subscription per room or
 * member that has a socket here (refcounted by the sockets that need it). Deliveries from chat, and
 * typing from other instances, arrive on those subscriptions and go to the matching local sockets.
 */
export class Hub {
  readonly connections = new Set<Connection>();
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly byRoom = new Map<string, Set<Connection>>();
  private readonly subscriptions = new Map<string, Subscription>();

  constructor(
    private readonly bus: EventBus,
    private readonly log: FastifyBaseLogger,
  ) {}

  add(conn: Connection): void {
    this.connections.add(conn);
  }

  /** The socket authenticated: it now hears everything addressed to its member. */
  attachUser(conn: Connection): void {
    if (conn.state === 'closed') return;
    if (this.addTo(this.byUser, conn.userId, conn)) {
      this.subscribe(deliverUserSubject(conn.userId), (d) => this.deliverToUser(conn.userId, d));
    }
  }

  /** Makes the socket's rooms exactly `roomIds`. */
  setRooms(conn: Connection, roomIds: Iterable<string>): void {
    const wanted = new Set(roomIds);
    for (const roomId of [...conn.rooms]) if (!wanted.has(roomId)) this.leaveRoom(conn, roomId);
    for (const roomId of wanted) this.joinRoom(conn, roomId);
  }

  joinRoom(conn: Connection, roomId: string): void {
    if (conn.rooms.has(roomId) || conn.state === 'closed') return;
    conn.rooms.add(roomId);
    if (this.addTo(this.byRoom, roomId, conn)) {
      this.subscribe(deliverRoomSubject(roomId), (d) => this.deliverToRoom(roomId, d));
    }
  }

  leaveRoom(conn: Connection, roomId: string): void {
    if (!conn.rooms.delete(roomId)) return;
    if (this.removeFrom(this.byRoom, roomId, conn)) this.unsubscribe(deliverRoomSubject(roomId));
  }

  remove(conn: Connection): void {
    this.connections.delete(conn);
    for (const roomId of [...conn.rooms]) this.leaveRoom(conn, roomId);
    if (conn.userId && this.removeFrom(this.byUser, conn.userId, conn)) {
      this.unsubscribe(deliverUserSubject(conn.userId));
    }
  }

  socketsOf(userId: string): Connection[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  /** Subjects this instance listens on (for tests and metrics). */
  subjects(): string[] {
    return [...this.subscriptions.keys()];
  }

  /** Waits until the NATS server has seen our subscriptions, so nothing published after is missed. */
  flush(): Promise<void> {
    return this.bus.nc.flush();
  }

  close(): void {
    for (const sub of this.subscriptions.values()) sub.unsubscribe();
    this.subscriptions.clear();
  }

  private deliverToRoom(roomId: string, d: Delivery): void {
    const sockets = this.byRoom.get(roomId);
    if (!sockets) return;
    switch (d.type) {
      case 'new_message':
      case 'receipt':
      case 'message_recalled':
      case 'user_status':
        this.fanOut(sockets, JSON.stringify(d));
        return;
      case 'typing': {
        // The typer's own devices do not need to hear that they are typing.
        const text = JSON.stringify(d);
        for (const conn of sockets) if (conn.userId !== d.data.userId) conn.sendText(text);
        return;
      }
      default:
        this.log.warn({ roomId, type: d.type }, 'member-only delivery on a room subject ignored');
    }
  }

  private deliverToUser(userId: string, d: Delivery): void {
    const sockets = this.socketsOf(userId);
    switch (d.type) {
      case 'session_revoked':
        for (const conn of sockets) conn.fail('AUTH_REVOKED', WS_ERRORS.AUTH_REVOKED, CLOSE.FORBIDDEN);
        return;
      case 'room_joined':
        for (const conn of sockets) this.joinRoom(conn, d.data.chatId);
        // Subscribed before telling the client, so what it fetches next and what arrives live meet.
        void this.flush()
          .catch(() => {})
          .then(() => this.fanOut(sockets, JSON.stringify(d)));
        return;
      case 'room_left':
        for (const conn of sockets) this.leaveRoom(conn, d.data.chatId);
        this.fanOut(sockets, JSON.stringify(d));
        return;
      default:
        this.fanOut(sockets, JSON.stringify(d));
    }
  }

  private fanOut(sockets: Iterable<Connection>, text: string): void {
    for (const conn of sockets) conn.sendText(text);
  }

  private subscribe(subject: string, handle: (d: Delivery) => void): void {
    const full = this.bus.subject(subject);
    const sub = this.bus.nc.subscribe(full, {
      // A callback keeps NATS's order, so messages of one room reach a socket in seq order.
      callback: (err: NatsError | null, msg: Msg) => {
        if (err) {
          this.log.error({ err, subject }, 'delivery subscription failed');
          return;
        }
        const parsed = this.parse(msg, subject);
        if (!parsed) return;
        try {
          handle(parsed);
        } catch (e) {
          this.log.error({ err: e, subject, type: parsed.type }, 'delivery failed');
        }
      },
    });
    this.subscriptions.set(subject, sub);
  }

  private unsubscribe(subject: string): void {
    this.subscriptions.get(subject)?.unsubscribe();
    this.subscriptions.delete(subject);
  }

  private parse(msg: Msg, subject: string): Delivery | undefined {
    try {
      const result = delivery.safeParse(JSON.parse(decoder.decode(msg.data)));
      if (result.success) return result.data;
      this.log.warn({ subject, issues: result.error.issues.slice(0, 3) }, 'malformed delivery dropped');
    } catch {
      this.log.warn({ subject }, 'non-JSON delivery dropped');
    }
    return undefined;
  }

  /** Adds to an index; true when the key is new (time to subscribe). */
  private addTo(index: Map<string, Set<Connection>>, key: string, conn: Connection): boolean {
    const set = index.get(key);
    if (set) {
      set.add(conn);
      return false;
    }
    index.set(key, new Set([conn]));
    return true;
  }

  /** Removes from an index; true when nobody is left (time to unsubscribe). */
  private removeFrom(index: Map<string, Set<Connection>>, key: string, conn: Connection): boolean {
    const set = index.get(key);
    if (!set?.delete(conn)) return false;
    if (set.size > 0) return false;
    index.delete(key);
    return true;
  }
}
