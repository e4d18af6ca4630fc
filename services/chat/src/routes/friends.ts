import {
  addFriendBody,
  askFriendReply,
  friendReply,
  friendRequestsReply,
  friendsReply,
} from '@taishan/contracts';
import { fails, type ServiceApp } from '@taishan/service-kit';
import type { ChatContext } from '../domain/context.js';
import { answerRequest, askFriend, pendingRequestsOf } from '../domain/friend-requests.js';
import { friendsOf, removeFriend } from '../domain/friends.js';
import { memberRoute, meOf, security } from './guard.js';
import { friendParams, friendRequestParams } from './params.js';

export function friendRoutes(ctx: ChatContext) {
  return async (app: ServiceApp) => {
    const member = memberRoute(app, ctx);
    const answer = {
      ...member,
      schema: {
        security,
        params: friendRequestParams,
        response: { 200: friendReply, ...fails(400, 401, 403, 404) },
      },
    };

    app.get(
      '/api/friends',
      { ...member, schema: { security, response: { 200: friendsReply, ...fails(401, 403) } } },
      async (request) => friendsOf(ctx, meOf(request)),
    );

    /** Asks for a friendship (accepts at once when the other member had asked first). */
    app.post(
      '/api/friends',
      {
        ...member,
        schema: {
          security,
          body: addFriendBody,
          response: { 201: askFriendReply, ...fails(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await askFriend(ctx, meOf(request), request.body.friendId, request.id)),
    );

    app.delete(
      '/api/friends/:friendId',
      {
        ...member,
        schema: {
          security,
          params: friendParams,
          response: { 200: friendReply, ...fails(400, 401, 403, 404) },
        },
      },
      async (request) => removeFriend(ctx, meOf(request), request.params.friendId),
    );

    app.get(
      '/api/friends/requests',
      { ...member, schema: { security, response: { 200: friendRequestsReply, ...fails(401, 403) } } },
      async (request) => pendingRequestsOf(ctx, meOf(request)),
    );

    app.post('/api/friends/requests/:id/accept', answer, async (request) =>
      answerRequest(ctx, meOf(request), request.params.id, 'accept', request.id),
    );

    app.post('/api/friends/requests/:id/decline', answer, async (request) =>
      answerRequest(ctx, meOf(request), request.params.id, 'decline', request.id),
    );

    app.delete('/api/friends/requests/:id', answer, async (request) =>
      answerRequest(ctx, meOf(request), request.params.id, 'withdraw', request.id),
    );
  };
}
