import { addFriendBody, uuid } from '@taishan/contracts';
import { parse } from '@taishan/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ChatContext } from '../domain/context.js';
import { answerRequest, askFriend, pendingRequestsOf } from '../domain/friend-requests.js';
import { friendsOf, removeFriend } from '../domain/friends.js';
import { memberRoute, meOf } from './guard.js';

const friendParams = z.object({ friendId: uuid });
const requestParams = z.object({ id: uuid });

export function friendRoutes(ctx: ChatContext) {
  return async (app: FastifyInstance) => {
    const member = memberRoute(app, ctx);

    app.get('/api/friends', member, async (request) => friendsOf(ctx, meOf(request)));

    /** Asks for a friendship (accepts at once when the other member had asked first). */
    app.post('/api/friends', member, async (request, reply) => {
      const { friendId } = parse(addFriendBody, request.body);
      return reply.status(201).send(await askFriend(ctx, meOf(request), friendId, request.id));
    });

    app.delete('/api/friends/:friendId', member, async (request) => {
      const { friendId } = parse(friendParams, request.params);
      return removeFriend(ctx, meOf(request), friendId);
    });

    app.get('/api/friends/requests', member, async (request) => pendingRequestsOf(ctx, meOf(request)));

    app.post('/api/friends/requests/:id/accept', member, async (request) => {
      const { id } = parse(requestParams, request.params);
      return answerRequest(ctx, meOf(request), id, 'accept', request.id);
    });

    app.post('/api/friends/requests/:id/decline', member, async (request) => {
      const { id } = parse(requestParams, request.params);
      return answerRequest(ctx, meOf(request), id, 'decline', request.id);
    });

    app.delete('/api/friends/requests/:id', member, async (request) => {
      const { id } = parse(requestParams, request.params);
      return answerRequest(ctx, meOf(request), id, 'withdraw', request.id);
    });
  };
}
