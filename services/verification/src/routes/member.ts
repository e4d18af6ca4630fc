import { verificationSubmitBody, verificationSubmitReply, verificationView } from '@taishan/contracts';
import { fails, principalOf, type ServiceApp } from '@taishan/service-kit';
import type { VerificationContext } from '../domain/context.js';
import { currentApplication, submitApplication } from '../domain/submit.js';

/** The member's side: apply, and see one's own application (never anyone else's). */
export function memberRoutes(ctx: VerificationContext) {
  return async (app: ServiceApp) => {
    const member = { onRequest: app.requireAuth() };
    const security = [{ bearer: [] }];

    app.post(
      '/api/user/verification/submit',
      {
        ...member,
        schema: {
          security,
          body: verificationSubmitBody,
          response: { 201: verificationSubmitReply, ...fails(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const verification = await submitApplication(ctx, principalOf(request).id, request.body, request.id);
        return reply.status(201).send({ message: '认证申请已提交，请等待审核', verification });
      },
    );

    app.get(
      '/api/user/verification',
      { ...member, schema: { security, response: { 200: verificationView, ...fails(401, 403) } } },
      async (request) => currentApplication(ctx, principalOf(request).id),
    );
  };
}
