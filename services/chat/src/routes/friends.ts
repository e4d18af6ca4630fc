import { addFriendBody, uuid } from '@taishan/contracts';
import { parse } from '@taishan/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ChatContext } from '../domain/context.js';
import { addFriend, friendsOf, removeFriend } from '../domain/friends.js';
import { memberRoute, meOf } from './guard.js';

const friendParams = z.object({ friendId: uuid });

export function friendRoutes(ctx: ChatContext) {
  return async (app: FastifyInstance) => {
    const member = memberRoute(app, ctx);

    app.get('/api/friends', member, async (request) => friendsOf(ctx, meOf(request)));

    app.post('/api/friends', member, async (request, reply) => {
      const { friendId } = parse(addFriendBody, request.body);
      return reply.status(201).send(await addFriend(ctx, meOf(request), friendId, request.id));
    });

    app.delete('/api/friends/:friendId', member, async (request) => {
      const { friendId } = parse(friendParams, request.params);
      return removeFriend(ctx, meOf(request), friendId);
    });
  };
}
