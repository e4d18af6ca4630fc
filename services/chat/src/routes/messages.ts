import { historyQuery, sendDirectMessageBody, uuid } from '@taishan/contracts';
import { parse } from '@taishan/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ChatContext } from '../domain/context.js';
import { directHistory } from '../domain/history.js';
import { sendDirect } from '../domain/send.js';
import { memberRoute, meOf } from './guard.js';

const contactParams = z.object({ contactId: uuid });

/** The conversation screen's calls (spec 01 §7): private messages addressed by the other member. */
export function messageRoutes(ctx: ChatContext) {
  return async (app: FastifyInstance) => {
    const member = memberRoute(app, ctx);

    app.get('/api/messages/:contactId', member, async (request) => {
      const { contactId } = parse(contactParams, request.params);
      const query = parse(historyQuery, request.query);
      return directHistory(ctx, meOf(request), contactId, query);
    });

    app.post('/api/messages', member, async (request, reply) => {
      const body = parse(sendDirectMessageBody, request.body);
      const { message, created } = await sendDirect(ctx, meOf(request), {
        receiverId: body.receiverId,
        content: body.content,
        clientId: body.clientId,
        requestId: request.id,
      });
      return reply.status(created ? 201 : 200).send(message);
    });
  };
}
