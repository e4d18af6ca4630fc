import { chatMessage, chatMessagesReply, historyQuery, sendDirectMessageBody } from '@taishan/contracts';
import { fails, type ServiceApp } from '@taishan/service-kit';
import type { ChatContext } from '../domain/context.js';
import { directHistory } from '../domain/history.js';
import { recallMessage } from '../domain/recall.js';
import { sendDirect } from '../domain/send.js';
import { memberRoute, meOf, security } from './guard.js';
import { contactParams, messageParams } from './params.js';

/** The conversation screen's calls: private messages addressed by the other member, and recalling one's own. */
export function messageRoutes(ctx: ChatContext) {
  return async (app: ServiceApp) => {
    const member = memberRoute(app, ctx);

    app.get(
      '/api/messages/:contactId',
      {
        ...member,
        schema: {
          security,
          params: contactParams,
          querystring: historyQuery,
          response: { 200: chatMessagesReply, ...fails(400, 401, 403, 404) },
        },
      },
      async (request) => directHistory(ctx, meOf(request), request.params.contactId, request.query),
    );

    app.post(
      '/api/messages',
      {
        ...member,
        schema: {
          security,
          body: sendDirectMessageBody,
          // 200: a retried send, answered with the message stored the first time.
          response: { 201: chatMessage, 200: chatMessage, ...fails(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const { receiverId, content, clientId } = request.body;
        const { message, created } = await sendDirect(ctx, meOf(request), {
          receiverId,
          content,
          clientId,
          requestId: request.id,
        });
        return reply.status(created ? 201 : 200).send(message);
      },
    );

    app.post(
      '/api/messages/:messageId/recall',
      {
        ...member,
        schema: {
          security,
          params: messageParams,
          // The message as the caller now sees it: recalled, without its content.
          response: { 200: chatMessage, ...fails(400, 401, 403, 404, 409) },
        },
      },
      async (request) => recallMessage(ctx, meOf(request), request.params.messageId, request.id),
    );
  };
}
