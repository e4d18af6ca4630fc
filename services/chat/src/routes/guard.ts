import { principalOf, type ServiceApp } from '@taishan/service-kit';
import type { FastifyRequest } from 'fastify';
import type { MemberRow } from '../db/database.js';
import type { ChatContext } from '../domain/context.js';
import { requireMember } from '../domain/members.js';

const resolved = new WeakMap<FastifyRequest, MemberRow>();

/** Every chat route is a member's: the OpenAPI document says it takes their bearer token. */
export const security = [{ bearer: [] }];

/**
 * Route options for every chat route: a valid member token, and a caller this service knows (in
 * the projection, not deleted), checked before the request's input is validated, so a caller who
 * may not ask never learns what a good question looks like. The member row is kept for the handler.
 */
export function memberRoute(app: ServiceApp, ctx: ChatContext) {
  const known = async (request: FastifyRequest) => {
    resolved.set(request, await requireMember(ctx.db, principalOf(request).id));
  };
  return { onRequest: [app.requireAuth(), known] };
}

export function meOf(request: FastifyRequest): MemberRow {
  const me = resolved.get(request);
  if (!me) throw new Error('memberRoute onRequest hooks missing');
  return me;
}
