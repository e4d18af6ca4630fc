import { principalOf } from '@taishan/service-kit';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { MemberRow } from '../db/database.js';
import type { ChatContext } from '../domain/context.js';
import { requireMember } from '../domain/members.js';

const resolved = new WeakMap<FastifyRequest, MemberRow>();

/**
 * Route options for every chat route: a valid member token, and a caller this service knows (in
 * the projection, not deleted). The member row is kept for the handler.
 */
export function memberRoute(app: FastifyInstance, ctx: ChatContext): { preHandler: preHandlerHookHandler[] } {
  const known: preHandlerHookHandler = async (request) => {
    resolved.set(request, await requireMember(ctx.db, principalOf(request).id));
  };
  return { preHandler: [app.requireAuth(), known] };
}

export function meOf(request: FastifyRequest): MemberRow {
  const me = resolved.get(request);
  if (!me) throw new Error('memberRoute preHandler missing');
  return me;
}
