import { addMembersBody, createGroupBody, messageReply, roomDetail } from '@taishan/contracts';
import { fails, type ServiceApp } from '@taishan/service-kit';
import type { ChatContext } from '../domain/context.js';
import { addGroupMembers, createGroup, leaveGroup } from '../domain/groups.js';
import { memberRoute, meOf, security } from './guard.js';
import { roomParams } from './params.js';

export function groupRoutes(ctx: ChatContext) {
  return async (app: ServiceApp) => {
    const member = memberRoute(app, ctx);

    app.post(
      '/api/chats/groups',
      {
        ...member,
        schema: { security, body: createGroupBody, response: { 201: roomDetail, ...fails(400, 401, 403) } },
      },
      async (request, reply) => reply.status(201).send(await createGroup(ctx, meOf(request), request.body)),
    );

    app.post(
      '/api/chats/:roomId/members',
      {
        ...member,
        schema: {
          security,
          params: roomParams,
          body: addMembersBody,
          response: { 200: roomDetail, ...fails(400, 401, 403, 404) },
        },
      },
      async (request) => addGroupMembers(ctx, meOf(request), request.params.roomId, request.body.userIds),
    );

    app.delete(
      '/api/chats/:roomId/members/me',
      {
        ...member,
        schema: {
          security,
          params: roomParams,
          response: { 200: messageReply, ...fails(400, 401, 403, 404) },
        },
      },
      async (request) => {
        await leaveGroup(ctx, meOf(request), request.params.roomId);
        return { message: '已退出群聊' };
      },
    );
  };
}
