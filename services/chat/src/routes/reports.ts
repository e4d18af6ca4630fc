import { createReportBody } from '@taishan/contracts';
import { parse } from '@taishan/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ChatContext } from '../domain/context.js';
import { reportMessage } from '../domain/reports.js';
import { memberRoute, meOf } from './guard.js';

export function reportRoutes(ctx: ChatContext) {
  return async (app: FastifyInstance) => {
    app.post('/api/reports', memberRoute(app, ctx), async (request, reply) => {
      const body = parse(createReportBody, request.body);
      return reply.status(201).send(await reportMessage(ctx, meOf(request), body, request.id));
    });
  };
}
