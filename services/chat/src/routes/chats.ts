import { historyQuery, markReadBody, roomId, sendRoomMessageBody } from '@taishan/contracts';
import { parse } from '@taishan/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ChatContext } from '../domain/context.js';
import { roomHistory } from '../domain/history.js';
import { recordReceipt } from '../domain/receipts.js';
import { chatEntriesOf, conversationsOf, joinableRooms, joinRoom, roomDetail } from '../domain/rooms.js';
import { sendMessage } from '../domain/send.js';
import { memberRoute, meOf } from './guard.js';

export const roomParams = z.object({ roomId });

export function chatRoutes(ctx: ChatContext) {
  return async (app: FastifyInstance) => {
    const member = memberRoute(app, ctx);

    app.get('/api/chats/list', member, async (request) => conversationsOf(ctx, meOf(request)));

    app.get('/api/chats/public', member, async (request) => joinableRooms(ctx, meOf(request)));

    app.get('/api/chats', member, async (request) => chatEntriesOf(ctx, meOf(request)));

    app.get('/api/chats/:roomId', member, async (request) => {
      const { roomId } = parse(roomParams, request.params);
      return roomDetail(ctx, meOf(request), roomId);
    });

    app.post('/api/chats/:roomId/join', member, async (request) => {
      const { roomId } = parse(roomParams, request.params);
      return joinRoom(ctx, meOf(request), roomId);
    });

    app.get('/api/chats/:roomId/messages', member, async (request) => {
      const { roomId } = parse(roomParams, request.params);
      const query = parse(historyQuery, request.query);
      return roomHistory(ctx, meOf(request), roomId, query);
    });

    app.post('/api/chats/:roomId/messages', member, async (request, reply) => {
      const { roomId } = parse(roomParams, request.params);
      const body = parse(sendRoomMessageBody, request.body);
      const { message, created } = await sendMessage(ctx, meOf(request), {
        roomId,
        content: body.content,
        clientId: body.clientId,
        requestId: request.id,
      });
      // A retried send gets the stored message back with 200: nothing new was made.
      return reply.status(created ? 201 : 200).send(message);
    });

    app.post('/api/chats/:roomId/read', member, async (request) => {
      const { roomId } = parse(roomParams, request.params);
      const { seq } = parse(markReadBody, request.body);
      return recordReceipt(ctx, meOf(request), { roomId, kind: 'read', seq });
    });
  };
}
