import { randomUUID } from 'node:crypto';
import {
  type ChatMessage,
  type Delivery,
  deliverRoomSubject,
  deliverUserSubject,
  RPC_CHAT_FRIENDS_OF,
  RPC_CHAT_RECEIPT,
  RPC_CHAT_ROOMS_OF,
  RPC_CHAT_SEND,
} from '@taishan/contracts';
import { connect, type Msg, type NatsConnection, type Subscription } from 'nats';

const decoder = new TextDecoder();

/**
 * Plays the chat service on the test's NATS prefix: answers rpc.chat.* from in-memory rooms and
 * friends, and publishes deliver.room.* as chat does after storing a message. The real pair is
 * exercised by the end-to-end suite; this keeps realtime's tests inside its own package.
 */
export class ChatDouble {
  readonly rooms = new Map<string, Set<string>>();
  readonly friends = new Map<string, { friendIds: string[]; showOnlineStatus: boolean }>();
  readonly receipts: Array<{ userId: string; roomId: string; kind: string; seq: number }> = [];
  readonly sends: Array<{ userId: string; roomId: string; clientId: string; requestId?: string }> = [];
  /** Everything published on deliver.> (by this double or by realtime). */
  readonly published: Array<{ subject: string; delivery: Delivery }> = [];
  readonly calls = { roomsOf: 0, friendsOf: 0 };
  /** Members chat knows as deleted. */
  readonly deleted = new Set<string>();
  private readonly seqs = new Map<string, number>();
  private readonly stored = new Map<string, ChatMessage>();
  private rpc: Subscription | undefined;

  private constructor(
    readonly nc: NatsConnection,
    readonly prefix: string,
  ) {}

  static async start(natsUrl: string, prefix: string): Promise<ChatDouble> {
    const double = new ChatDouble(await connect({ servers: natsUrl }), prefix);
    double.nc.subscribe(`${prefix}.deliver.>`, {
      callback: (_err, msg) => {
        try {
          double.published.push({
            subject: msg.subject.slice(prefix.length + 1),
            delivery: JSON.parse(decoder.decode(msg.data)) as Delivery,
          });
        } catch {
          // Tests publish garbage on purpose; the double only records what parses.
        }
      },
    });
    double.resume();
    await double.nc.flush();
    return double;
  }

  /** Chat goes away: requests get "no responders". */
  async stop(): Promise<void> {
    this.rpc?.unsubscribe();
    this.rpc = undefined;
    await this.nc.flush();
  }

  resume(): void {
    if (this.rpc) return;
    this.rpc = this.nc.subscribe(`${this.prefix}.rpc.chat.*`, {
      queue: 'chat',
      callback: (_err, msg) => this.answer(msg),
    });
  }

  join(userId: string, ...roomIds: string[]): void {
    const set = this.rooms.get(userId) ?? new Set();
    for (const roomId of roomIds) set.add(roomId);
    this.rooms.set(userId, set);
  }

  async publishRoom(roomId: string, delivery: Delivery): Promise<void> {
    this.nc.publish(`${this.prefix}.${deliverRoomSubject(roomId)}`, JSON.stringify(delivery));
    await this.nc.flush();
  }

  async publishUser(userId: string, delivery: Delivery): Promise<void> {
    this.nc.publish(`${this.prefix}.${deliverUserSubject(userId)}`, JSON.stringify(delivery));
    await this.nc.flush();
  }

  async close(): Promise<void> {
    await this.nc.close();
  }

  private answer(msg: Msg): void {
    const subject = msg.subject.slice(this.prefix.length + 1);
    const req = JSON.parse(decoder.decode(msg.data));
    let body: unknown;
    if (subject === RPC_CHAT_ROOMS_OF) {
      this.calls.roomsOf += 1;
      body = this.deleted.has(req.userId)
        ? { roomIds: [], deleted: true }
        : { roomIds: [...(this.rooms.get(req.userId) ?? [])] };
    } else if (subject === RPC_CHAT_FRIENDS_OF) {
      this.calls.friendsOf += 1;
      body = this.friends.get(req.userId) ?? { friendIds: [], showOnlineStatus: true };
    } else if (subject === RPC_CHAT_RECEIPT) {
      this.receipts.push(req);
      body = {};
    } else if (subject === RPC_CHAT_SEND) {
      const sent = this.send(req);
      if (!sent.ok) {
        msg.respond(JSON.stringify(sent));
        return;
      }
      body = sent.message;
    }
    // The rpc wire format (packages/events): the reply, or {ok:false, error} for a refusal.
    msg.respond(JSON.stringify({ ok: true, data: body }));
  }

  /** What chat does: refuse non-members, store once per clientId, deliver to the room, answer. */
  private send(req: {
    userId: string;
    roomId: string;
    content: string;
    clientId: string;
    requestId?: string;
  }) {
    this.sends.push({
      userId: req.userId,
      roomId: req.roomId,
      clientId: req.clientId,
      requestId: req.requestId,
    });
    if (!this.rooms.get(req.userId)?.has(req.roomId)) {
      return {
        ok: false as const,
        error: { statusCode: 403, code: 'NOT_A_MEMBER', message: '你不是该聊天的成员' },
      };
    }
    const key = `${req.roomId}:${req.userId}:${req.clientId}`;
    const existing = this.stored.get(key);
    if (existing) return { ok: true as const, message: existing };
    const seq = (this.seqs.get(req.roomId) ?? 0) + 1;
    this.seqs.set(req.roomId, seq);
    const now = new Date().toISOString();
    const message: ChatMessage = {
      id: randomUUID(),
      roomId: req.roomId,
      seq,
      clientId: req.clientId,
      userId: req.userId,
      senderId: req.userId,
      senderName: '清风',
      senderAvatar: null,
      avatar: null,
      receiverId: null,
      content: req.content,
      type: 'text',
      messageType: 'text',
      status: 'sent',
      createdAt: now,
      timestamp: now,
    };
    this.stored.set(key, message);
    this.nc.publish(
      `${this.prefix}.${deliverRoomSubject(req.roomId)}`,
      JSON.stringify({ type: 'new_message', data: message } satisfies Delivery),
    );
    return { ok: true as const, message };
  }
}
