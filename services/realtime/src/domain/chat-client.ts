import {
  type ChatMessage,
  RPC_CHAT_FRIENDS_OF,
  RPC_CHAT_RECEIPT,
  RPC_CHAT_ROOMS_OF,
  RPC_CHAT_SEND,
  type RpcError,
  type RpcReply,
  type RpcRequest,
} from '@taishan/contracts';
import { type EventBus, RpcRefusedError, request } from '@taishan/events';
import type { FastifyBaseLogger } from 'fastify';

/** Chat knows the member as deleted: their tokens must not open a session. */
export class MemberGoneError extends Error {
  constructor(readonly userId: string) {
    super('member deleted');
    this.name = 'MemberGoneError';
  }
}

/** What a send answers: the stored message, or chat's refusal (said to the client as it is). */
export type SendOutcome = { ok: true; message: ChatMessage } | { ok: false; error: RpcError };

/**
 * The questions realtime asks chat over NATS request/reply. Silence from chat is RpcUnavailableError
 * (the caller tells the client chat is unavailable); a refusal is an answer, not an error.
 */
export interface ChatClient {
  send(req: RpcRequest<typeof RPC_CHAT_SEND>): Promise<SendOutcome>;
  /** The member's rooms; MemberGoneError for a deleted member. */
  roomsOf(userId: string): Promise<string[]>;
  friendsOf(userId: string): Promise<RpcReply<typeof RPC_CHAT_FRIENDS_OF>>;
  receipt(req: RpcRequest<typeof RPC_CHAT_RECEIPT>): Promise<void>;
}

export function createChatClient(bus: EventBus, timeoutMs: number, log: FastifyBaseLogger): ChatClient {
  return Object.freeze({
    async send(req) {
      try {
        return { ok: true, message: await request(bus, RPC_CHAT_SEND, req, timeoutMs) };
      } catch (err) {
        if (err instanceof RpcRefusedError) return { ok: false, error: err.error };
        throw err;
      }
    },
    async roomsOf(userId) {
      const reply = await request(bus, RPC_CHAT_ROOMS_OF, { userId }, timeoutMs);
      if (reply.deleted) throw new MemberGoneError(userId);
      return reply.roomIds;
    },
    friendsOf: (userId) => request(bus, RPC_CHAT_FRIENDS_OF, { userId }, timeoutMs),
    async receipt(req) {
      try {
        await request(bus, RPC_CHAT_RECEIPT, req, timeoutMs);
      } catch (err) {
        if (!(err instanceof RpcRefusedError)) throw err;
        // Nothing to tell the client (receipts are fire-and-forget), but a refusal is worth a line.
        log.warn({ roomId: req.roomId, kind: req.kind, code: err.error.code }, 'chat refused a receipt');
      }
    },
  } satisfies ChatClient);
}
