import {
  chatEntriesReply,
  chatMessage,
  chatMessagesReply,
  conversationsReply,
  historyQuery,
  markReadBody,
  markReadReply,
  publicRoomsReply,
  roomDetail,
  sendRoomMessageBody,
} from '@taishan/contracts';
import { fails, type ServiceApp } from '@taishan/service-kit';
import type { ChatContext } from '../domain/context.js';
import { roomHistory } from '../domain/history.js';
import { recordReceipt } from '../domain/receipts.js';
import {
  chatEntriesOf,
  conversationsOf,
  roomDetail as detail,
  joinableRooms,
  joinRoom,
} from '../domain/rooms.js';
import { sendMessage } from '../domain/send.js';
import { memberRoute, meOf, security } from './guard.js';
import { roomParams } from './params.js';

export function chatRoutes(ctx: ChatContext) {
  return async (app: ServiceApp) => {
    const member = memberRoute(app, ctx);

    app.get(
      '/api/chats/list',
      { ...member, schema: { security, response: { 200: conversationsReply, ...fails(401, 403) } } },
      async (request) => conversationsOf(ctx, meOf(request)),
    );

    app.get(
      '/api/chats/public',
      { ...member, schema: { security, response: { 200: publicRoomsReply, ...fails(401, 403) } } },
      async (request) => joinableRooms(ctx, meOf(request)),
    );

    app.get(
      '/api/chats',
      { ...member, schema: { security, response: { 200: chatEntriesReply, ...fails(401, 403) } } },
      async (request) => chatEntriesOf(ctx, meOf(request)),
    );

    app.get(
      '/api/chats/:roomId',
      {
        ...member,
        schema: { security, params: roomParams, response: { 200: roomDetail, ...fails(400, 401, 403, 404) } },
      },
      async (request) => detail(ctx, meOf(request), request.params.roomId),
    );

    app.post(
      '/api/chats/:roomId/join',
      {
        ...member,
        schema: { security, params: roomParams, response: { 200: roomDetail, ...fails(400, 401, 403, 404) } },
      },
      async (request) => joinRoom(ctx, meOf(request), request.params.roomId),
    );

    app.get(
      '/api/chats/:roomId/messages',
      {
        ...member,
        schema: {
          security,
          params: roomParams,
          querystring: historyQuery,
          response: { 200: chatMessagesReply, ...fails(400, 401, 403, 404) },
        },
      },
      async (request) => roomHistory(ctx, meOf(request), request.params.roomId, request.query),
    );

    app.post(
      '/api/chats/:roomId/messages',
      {
        ...member,
        schema: {
          security,
          params: roomParams,
          body: sendRoomMessageBody,
          // 200: a retried send, answered with the message stored the first time.
          response: { 201: chatMessage, 200: chatMessage, ...fails(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const { content, clientId } = request.body;
        const { message, created } = await sendMessage(ctx, meOf(request), {
          roomId: request.params.roomId,
          content,
          clientId,
          requestId: request.id,
        });
        return reply.status(created ? 201 : 200).send(message);
      },
    );

    app.post(
      '/api/chats/:roomId/read',
      {
        ...member,
        schema: {
          security,
          params: roomParams,
          body: markReadBody,
          response: { 200: markReadReply, ...fails(400, 401, 403, 404) },
        },
      },
      async (request) =>
        recordReceipt(ctx, meOf(request), {
          roomId: request.params.roomId,
          kind: 'read',
          seq: request.body.seq,
        }),
    );
  };
}
