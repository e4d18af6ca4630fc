import { createReportBody, reportReply } from '@taishan/contracts';
import { fails, type ServiceApp } from '@taishan/service-kit';
import type { ChatContext } from '../domain/context.js';
import { reportMessage } from '../domain/reports.js';
import { memberRoute, meOf, security } from './guard.js';

export function reportRoutes(ctx: ChatContext) {
  return async (app: ServiceApp) => {
    app.post(
      '/api/reports',
      {
        ...memberRoute(app, ctx),
        schema: {
          security,
          body: createReportBody,
          response: { 201: reportReply, ...fails(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await reportMessage(ctx, meOf(request), request.body, request.id)),
    );
  };
}
