import { avatarQuery, avatarReply, userIdParams } from '@taishan/contracts';
import { fails, principalOf, type ServiceApp } from '@taishan/service-kit';
import type { FastifyReply } from 'fastify';
import { type AvatarImage, avatarImage, uploadAvatar } from '../domain/avatars.js';
import type { AuthContext } from '../domain/context.js';

/** The image itself, or 304 when the browser already holds this version. */
function sendImage(reply: FastifyReply, image: AvatarImage, ifNoneMatch: string | undefined) {
  reply.header('etag', image.etag);
  reply.header('cache-control', image.cacheControl);
  reply.header('x-content-type-options', 'nosniff');
  if (ifNoneMatch === image.etag) return reply.status(304).send();
  return reply.type(image.contentType).send(image.content);
}

export function avatarRoutes(ctx: AuthContext) {
  return async (app: ServiceApp) => {
    // Public: img tags send no token. The reply is the image itself (WebP), not JSON.
    app.get(
      '/api/users/:id/avatar',
      { schema: { params: userIdParams, querystring: avatarQuery, response: fails(400, 404) } },
      async (request, reply) =>
        sendImage(
          reply,
          await avatarImage(ctx, request.params.id, request.query.v),
          request.headers['if-none-match'],
        ),
    );

    // A multipart body (one `avatar` file), read by the domain as it arrives; the reply is JSON.
    app.post(
      '/api/user/avatar',
      {
        onRequest: app.requireAuth(),
        schema: {
          security: [{ bearer: [] }],
          response: { 200: avatarReply, ...fails(400, 401, 403, 404, 413) },
        },
      },
      async (request) => uploadAvatar(ctx, principalOf(request).id, request, request.id),
    );
  };
}
