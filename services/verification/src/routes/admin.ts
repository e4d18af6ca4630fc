import {
  adminVerificationsQuery,
  adminVerificationsReply,
  uuid,
  verificationRevealReply,
  verificationReviewBody,
  verificationReviewReply,
} from '@taishan/contracts';
import { fails, principalOf, type ServiceApp } from '@taishan/service-kit';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Actor, VerificationContext } from '../domain/context.js';
import { listApplications, revealIdCard, reviewApplication } from '../domain/review.js';

const idParams = z.object({ id: uuid });

function actorOf(request: FastifyRequest): Actor {
  const p = principalOf(request);
  return { id: p.id, username: p.username ?? null, ip: request.ip, requestId: request.id };
}

/** The review console's calls; every one needs an admin token. */
export function adminRoutes(ctx: VerificationContext) {
  return async (app: ServiceApp) => {
    const admin = { onRequest: app.requireAuth({ audience: 'admin' }) };
    const security = [{ bearer: [] }];

    app.get(
      '/api/admin/verifications',
      {
        ...admin,
        schema: {
          security,
          querystring: adminVerificationsQuery,
          response: { 200: adminVerificationsReply, ...fails(400, 401, 403) },
        },
      },
      async (request) => listApplications(ctx, request.query),
    );

    app.post(
      '/api/admin/verifications/:id/review',
      {
        ...admin,
        schema: {
          security,
          params: idParams,
          body: verificationReviewBody,
          response: { 200: verificationReviewReply, ...fails(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const verification = await reviewApplication(ctx, actorOf(request), request.params.id, request.body);
        return { message: request.body.action === 'approve' ? '审核通过' : '审核拒绝', verification };
      },
    );

    app.post(
      '/api/admin/verifications/:id/reveal',
      {
        ...admin,
        schema: {
          security,
          params: idParams,
          response: { 200: verificationRevealReply, ...fails(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        // The full number must not sit in a browser or proxy cache.
        reply.header('cache-control', 'no-store');
        return revealIdCard(ctx, actorOf(request), request.params.id);
      },
    );
  };
}
