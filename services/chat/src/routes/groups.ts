import { addMembersBody, createGroupBody } from '@taishan/contracts';
import { parse } from '@taishan/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ChatContext } from '../domain/context.js';
import { addGroupMembers, createGroup, leaveGroup } from '../domain/groups.js';
import { roomParams } from './chats.js';
import { memberRoute, meOf } from './guard.js';

export function groupRoutes(ctx: ChatContext) {
  return async (app: FastifyInstance) => {
    const member = memberRoute(app, ctx);

    app.post('/api/chats/groups', member, async (request, reply) => {
      const body = parse(createGroupBody, request.body);
      return reply.status(201).send(await createGroup(ctx, meOf(request), body));
    });

    app.post('/api/chats/:roomId/members', member, async (request) => {
      const { roomId } = parse(roomParams, request.params);
      const { userIds } = parse(addMembersBody, request.body);
      return addGroupMembers(ctx, meOf(request), roomId, userIds);
    });

    app.delete('/api/chats/:roomId/members/me', member, async (request) => {
      const { roomId } = parse(roomParams, request.params);
      await leaveGroup(ctx, meOf(request), roomId);
      return { message: '已退出群聊' };
    });
  };
}
