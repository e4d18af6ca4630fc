import {
  chatSendRequest,
  friendsOfRequest,
  RPC_CHAT_FRIENDS_OF,
  RPC_CHAT_RECEIPT,
  RPC_CHAT_ROOMS_OF,
  RPC_CHAT_SEND,
  type RpcError,
  receiptRequest,
  roomsOfRequest,
} from '@taishan/contracts';
import { AppError } from '@taishan/service-kit';
import type { Msg, Subscription } from 'nats';
import type { z } from 'zod';
import { friendshipsRepository } from '../db/friendships-repository.js';
import { membersRepository } from '../db/members-repository.js';
import { roomsRepository } from '../db/rooms-repository.js';
import type { ChatContext } from '../domain/context.js';
import { requireMember } from '../domain/members.js';
import { recordReceipt } from '../domain/receipts.js';
import { sendMessage } from '../domain/send.js';

/** Replicas share the questions: each request goes to one member of the queue group. */
export const RPC_QUEUE = 'chat';

const failure = (error: RpcError) => ({ ok: false as const, error });

function errorOf(err: unknown): RpcError | undefined {
  if (err instanceof AppError) return { statusCode: err.statusCode, code: err.code, message: err.message };
  return undefined;
}

/**
 * The NATS request/reply side of chat (realtime asks these). Payloads are validated with the
 * contracts; a refusal answers like the HTTP route would ({ok:false, error}), never with silence.
 */
export function startRpcHandlers(ctx: ChatContext): { stop: () => Promise<void> } {
  const inflight = new Set<Promise<void>>();
  const subs: Subscription[] = [];

  function serve<S extends z.ZodType>(
    name: string,
    schema: S,
    answer: (req: z.infer<S>) => Promise<unknown>,
  ) {
    const sub = ctx.bus.nc.subscribe(ctx.bus.subject(name), { queue: RPC_QUEUE });
    subs.push(sub);
    const respond = async (msg: Msg) => {
      let reply: unknown;
      try {
        const parsed = schema.safeParse(JSON.parse(new TextDecoder().decode(msg.data)));
        reply = parsed.success
          ? await answer(parsed.data)
          : failure({ statusCode: 400, code: 'VALIDATION_FAILED', message: '请求参数无效' });
      } catch (err) {
        const known = errorOf(err);
        if (!known && !(err instanceof SyntaxError)) ctx.log.error({ err, subject: name }, 'rpc failed');
        reply = failure(
          known ??
            (err instanceof SyntaxError
              ? { statusCode: 400, code: 'VALIDATION_FAILED', message: '请求参数无效' }
              : { statusCode: 500, code: 'INTERNAL', message: '服务器内部错误，请稍后重试' }),
        );
      }
      if (msg.reply) msg.respond(JSON.stringify(reply));
    };
    void (async () => {
      for await (const msg of sub) {
        // Answered concurrently: one slow database call must not queue every other socket's send.
        const p = respond(msg).finally(() => inflight.delete(p));
        inflight.add(p);
      }
    })();
  }

  serve(RPC_CHAT_SEND, chatSendRequest, async (req) => {
    const sender = await requireMember(ctx.db, req.userId);
    const { message } = await sendMessage(ctx, sender, {
      roomId: req.roomId,
      content: req.content,
      clientId: req.clientId,
      requestId: req.requestId,
    });
    return { ok: true, message };
  });

  serve(RPC_CHAT_ROOMS_OF, roomsOfRequest, async (req) => {
    // A member not (yet) in the projection has no rooms; a deleted one may not sign in.
    const member = await membersRepository.find(ctx.db, req.userId);
    if (member?.deleted_at) return { roomIds: [], deleted: true };
    return { roomIds: await roomsRepository.roomIdsOf(ctx.db, req.userId) };
  });

  serve(RPC_CHAT_RECEIPT, receiptRequest, async (req) => {
    const member = await requireMember(ctx.db, req.userId);
    await recordReceipt(ctx, member, req);
    return { ok: true };
  });

  serve(RPC_CHAT_FRIENDS_OF, friendsOfRequest, async (req) => {
    const member = await membersRepository.find(ctx.db, req.userId);
    if (!member || member.deleted_at) return { friendIds: [], showOnlineStatus: false };
    return {
      friendIds: await friendshipsRepository.friendIds(ctx.db, req.userId),
      showOnlineStatus: member.show_online_status,
    };
  });

  return {
    async stop() {
      for (const sub of subs) sub.unsubscribe();
      await Promise.allSettled([...inflight]);
    },
  };
}
