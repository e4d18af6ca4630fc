import { verificationSubmitBody } from '@taishan/contracts';
import { parse, principalOf } from '@taishan/service-kit';
import type { FastifyInstance } from 'fastify';
import type { VerificationContext } from '../domain/context.js';
import { currentApplication, submitApplication } from '../domain/submit.js';

/** The member's side: apply, and see one's own application (never anyone else's). */
export function memberRoutes(ctx: VerificationContext) {
  return async (app: FastifyInstance) => {
    const member = { preHandler: app.requireAuth() };

    app.post('/api/user/verification/submit', member, async (request, reply) => {
      const body = parse(verificationSubmitBody, request.body);
      const verification = await submitApplication(ctx, principalOf(request).id, body, request.id);
      return reply.status(201).send({ message: '认证申请已提交，请等待审核', verification });
    });

    app.get('/api/user/verification', member, async (request) =>
      currentApplication(ctx, principalOf(request).id),
    );
  };
}
