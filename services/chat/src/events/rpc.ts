import {
  clientId,
  messageContent,
  RPC_CHAT_FRIENDS_OF,
  RPC_CHAT_RECEIPT,
  RPC_CHAT_ROOMS_OF,
  RPC_CHAT_SEND,
} from '@taishan/contracts';
import { type Served, serve } from '@taishan/events';
import { parse } from '@taishan/service-kit';
import { z } from 'zod';
import { friendshipsRepository } from '../db/friendships-repository.js';
import { membersRepository } from '../db/members-repository.js';
import { roomsRepository } from '../db/rooms-repository.js';
import type { ChatContext } from '../domain/context.js';
import { requireMember } from '../domain/members.js';
import { recordReceipt } from '../domain/receipts.js';
import { sendMessage } from '../domain/send.js';

/** Replicas share the questions: each request goes to one member of the queue group. */
export const RPC_QUEUE = 'chat';

/**
 * What a socket's message must be, checked as the HTTP route checks its body, so a refusal has the
 * same words (the subject's own contract only says these are strings).
 */
const socketMessage = z.object({ content: messageContent, clientId });

/**
 * The NATS request/reply side of chat (realtime asks these). A refusal answers like the HTTP route
 * would, never with silence.
 */
export function startRpcHandlers(ctx: ChatContext): { stop: () => Promise<void> } {
  const options = { queue: RPC_QUEUE, log: ctx.log };
  const served: Served[] = [
    serve(
      ctx.bus,
      RPC_CHAT_SEND,
      async (req) => {
        const sender = await requireMember(ctx.db, req.userId);
        const input = parse(socketMessage, { content: req.content, clientId: req.clientId });
        const { message } = await sendMessage(ctx, sender, {
          roomId: req.roomId,
          ...input,
          requestId: req.requestId,
        });
        return message;
      },
      options,
    ),

    serve(
      ctx.bus,
      RPC_CHAT_ROOMS_OF,
      async (req) => {
        // A member not (yet) in the projection has no rooms; a deleted one may not sign in.
        const member = await membersRepository.find(ctx.db, req.userId);
        if (member?.deleted_at) return { roomIds: [], deleted: true };
        return { roomIds: await roomsRepository.roomIdsOf(ctx.db, req.userId) };
      },
      options,
    ),

    serve(
      ctx.bus,
      RPC_CHAT_RECEIPT,
      async (req) => {
        const member = await requireMember(ctx.db, req.userId);
        await recordReceipt(ctx, member, req);
        return {};
      },
      options,
    ),

    serve(
      ctx.bus,
      RPC_CHAT_FRIENDS_OF,
      async (req) => {
        const member = await membersRepository.find(ctx.db, req.userId);
        if (!member || member.deleted_at) return { friendIds: [], showOnlineStatus: false };
        return {
          friendIds: await friendshipsRepository.friendIds(ctx.db, req.userId),
          showOnlineStatus: member.show_online_status,
        };
      },
      options,
    ),
  ];
  return {
    async stop() {
      await Promise.all(served.map((s) => s.stop()));
    },
  };
}
