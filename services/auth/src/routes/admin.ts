import {
  adminActivitiesReply,
  adminLoginBody,
  adminLoginReply,
  adminPasswordBody,
  adminUserRow,
  adminUsersQuery,
  adminUsersReply,
  adminUserUpdate,
  messageReply,
  userIdParams,
} from '@taishan/contracts';
import { fails, principalOf, type ServiceApp } from '@taishan/service-kit';
import type { FastifyRequest } from 'fastify';
import {
  type Actor,
  adminLogin,
  changeAdminPassword,
  deleteMember,
  listMembers,
  recentActivities,
  setVerified,
} from '../domain/admin.js';
import type { AuthContext } from '../domain/context.js';
import { retryAfterOnThrottle } from './retry-after.js';

function actorOf(request: FastifyRequest): Actor {
  const p = principalOf(request);
  return { id: p.id, username: p.username ?? 'admin', ip: request.ip };
}

export function adminRoutes(ctx: AuthContext) {
  return async (app: ServiceApp) => {
    const admin = { onRequest: app.requireAuth({ audience: 'admin' }) };
    const security = [{ bearer: [] }];

    app.post(
      '/api/admin/login',
      {
        onError: retryAfterOnThrottle,
        schema: { body: adminLoginBody, response: { 200: adminLoginReply, ...fails(400, 401, 429) } },
      },
      async (request) => adminLogin(ctx, request.body, request.ip),
    );

    // The one call an admin token allows before the initial password is changed.
    app.post(
      '/api/admin/password',
      {
        onRequest: app.requireAuth({ audience: 'admin', allowPasswordChange: true }),
        schema: {
          security,
          body: adminPasswordBody,
          response: { 200: adminLoginReply, ...fails(400, 401, 403, 404) },
        },
      },
      async (request) =>
        changeAdminPassword(ctx, actorOf(request), request.body.currentPassword, request.body.newPassword),
    );

    app.get(
      '/api/admin/users',
      {
        ...admin,
        schema: {
          security,
          querystring: adminUsersQuery,
          response: { 200: adminUsersReply, ...fails(400, 401, 403) },
        },
      },
      async (request) => listMembers(ctx, request.query),
    );

    app.put(
      '/api/admin/users/:id',
      {
        ...admin,
        schema: {
          security,
          params: userIdParams,
          body: adminUserUpdate,
          response: { 200: adminUserRow, ...fails(400, 401, 403, 404) },
        },
      },
      async (request) =>
        setVerified(ctx, actorOf(request), request.params.id, request.body.isVerified, request.id),
    );

    app.delete(
      '/api/admin/users/:id',
      {
        ...admin,
        schema: {
          security,
          params: userIdParams,
          response: { 200: messageReply, ...fails(400, 401, 403, 404) },
        },
      },
      async (request) => {
        await deleteMember(ctx, actorOf(request), request.params.id, request.id);
        return { message: '用户已删除' };
      },
    );

    app.get(
      '/api/admin/activities',
      { ...admin, schema: { security, response: { 200: adminActivitiesReply, ...fails(401, 403) } } },
      async () => recentActivities(ctx),
    );
  };
}
