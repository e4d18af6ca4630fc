import {
  type ChatSendReply,
  chatSendReply,
  friendsOfReply,
  RPC_CHAT_FRIENDS_OF,
  RPC_CHAT_RECEIPT,
  RPC_CHAT_ROOMS_OF,
  RPC_CHAT_SEND,
  roomsOfReply,
} from '@taishan/contracts';
import type { EventBus } from '@taishan/events';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

/** Chat did not answer (no responder, timeout) or answered something that is not the contract. */
export class ChatUnavailableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ChatUnavailableError';
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
  roomsOf(userId: string): Promise<string[]>;
  friendsOf(userId: string): Promise<z.infer<typeof friendsOfReply>>;
  receipt(req: { userId: string; roomId: string; kind: 'delivered' | 'read'; seq: number }): Promise<unknown>;
}

const decoder = new TextDecoder();
// The contract names no reply for receipts; whatever chat answers is only inspected for ok:false.
const anyReply = z.unknown();

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
    roomsOf: async (userId) => (await request(RPC_CHAT_ROOMS_OF, { userId }, roomsOfReply)).roomIds,
    friendsOf: (userId) => request(RPC_CHAT_FRIENDS_OF, { userId }, friendsOfReply),
    receipt: (req) =>
      request(RPC_CHAT_RECEIPT, req, anyReply).then((reply) => {
        const failed = reply as { ok?: unknown; error?: { code?: unknown } } | null;
        if (failed && failed.ok === false) {
          log.warn(
            { roomId: req.roomId, kind: req.kind, code: failed.error?.code },
            'chat refused a receipt',
          );
        }
        return reply;
      }),
  } satisfies ChatClient);
}
