import { adminVerificationsQuery, uuid, verificationReviewBody } from '@taishan/contracts';
import { parse, principalOf } from '@taishan/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  return async (app: FastifyInstance) => {
    const admin = { preHandler: app.requireAuth({ audience: 'admin' }) };

    app.get('/api/admin/verifications', admin, async (request) =>
      listApplications(ctx, parse(adminVerificationsQuery, request.query)),
    );

    app.post('/api/admin/verifications/:id/review', admin, async (request) => {
      const { id } = parse(idParams, request.params);
      const body = parse(verificationReviewBody, request.body);
      const verification = await reviewApplication(ctx, actorOf(request), id, body);
      return { message: body.action === 'approve' ? '审核通过' : '审核拒绝', verification };
    });

    app.post('/api/admin/verifications/:id/reveal', admin, async (request, reply) => {
      const { id } = parse(idParams, request.params);
      // The full number must not sit in a browser or proxy cache.
      reply.header('cache-control', 'no-store');
      return revealIdCard(ctx, actorOf(request), id);
    });
  };
}
