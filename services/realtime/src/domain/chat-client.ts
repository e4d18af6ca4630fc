import {
  type ChatSendReply,
  chatSendReply,
  friendsOfReply,
  type ReceiptReply,
  RPC_CHAT_FRIENDS_OF,
  RPC_CHAT_RECEIPT,
  RPC_CHAT_ROOMS_OF,
  RPC_CHAT_SEND,
  receiptReply,
  roomsOfReply,
} from '@taishan/contracts';
import type { EventBus } from '@taishan/events';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

/** Chat did not answer (no responder, timeout) or answered something that is not the contract. */
export class ChatUnavailableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ChatUnavailableError';
  }
}

/** Chat knows the member as deleted: their tokens must not open a session. */
export class MemberGoneError extends Error {
  constructor(readonly userId: string) {
    super('member deleted');
    this.name = 'MemberGoneError';
  }
}

export interface ChatClient {
  send(req: {
    userId: string;
    roomId: string;
    content: string;
    clientId: string;
    requestId?: string;
  }): Promise<ChatSendReply>;
  /** The member's rooms; MemberGoneError for a deleted member. */
  roomsOf(userId: string): Promise<string[]>;
  friendsOf(userId: string): Promise<z.infer<typeof friendsOfReply>>;
  receipt(req: {
    userId: string;
    roomId: string;
    kind: 'delivered' | 'read';
    seq: number;
  }): Promise<ReceiptReply>;
}

const decoder = new TextDecoder();

/** The questions realtime asks chat, as NATS request/reply (contracts realtime.ts). */
export function createChatClient(bus: EventBus, timeoutMs: number, log: FastifyBaseLogger): ChatClient {
  async function request<T>(subject: string, payload: unknown, schema: z.ZodType<T>): Promise<T> {
    let data: Uint8Array;
    try {
      const reply = await bus.nc.request(bus.subject(subject), JSON.stringify(payload), {
        timeout: timeoutMs,
      });
      data = reply.data;
    } catch (err) {
      // NATS says 503 when nobody listens and TIMEOUT when nobody answered in time: both mean down.
      throw new ChatUnavailableError(`${subject}: ${(err as Error).message}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(decoder.decode(data));
    } catch {
      throw new ChatUnavailableError(`${subject}: reply is not JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      log.error({ subject, issues: parsed.error.issues.slice(0, 3) }, 'chat reply breaks the contract');
      throw new ChatUnavailableError(`${subject}: reply breaks the contract`);
    }
    return parsed.data;
  }

  return Object.freeze({
    send: (req) => request(RPC_CHAT_SEND, req, chatSendReply),
    roomsOf: async (userId) => {
      const reply = await request(RPC_CHAT_ROOMS_OF, { userId }, roomsOfReply);
      if (reply.deleted) throw new MemberGoneError(userId);
      return reply.roomIds;
    },
    friendsOf: (userId) => request(RPC_CHAT_FRIENDS_OF, { userId }, friendsOfReply),
    receipt: async (req) => {
      const reply = await request(RPC_CHAT_RECEIPT, req, receiptReply);
      // Nothing to tell the client (receipts are fire-and-forget), but a refusal is worth a line.
      if (!reply.ok)
        log.warn({ roomId: req.roomId, kind: req.kind, code: reply.error.code }, 'chat refused a receipt');
      return reply;
    },
  } satisfies ChatClient);
}
