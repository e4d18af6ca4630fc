import {
  adminLoginBody,
  adminPasswordBody,
  adminUsersQuery,
  adminUserUpdate,
  uuid,
} from '@taishan/contracts';
import { parse, principalOf } from '@taishan/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { UserRow } from '../db/database.js';
import { usersRepository } from '../db/users-repository.js';
import { authenticate } from '../domain/accounts.js';
import {
  type Actor,
  changeAdminPassword,
  deleteMember,
  recentActivities,
  recordAdminLogin,
  setVerified,
  toAdminRow,
} from '../domain/admin.js';
import type { AuthContext } from '../domain/context.js';
import { issueAccessToken } from '../domain/sessions.js';
import { retryAfterOnThrottle } from './retry-after.js';

const idParams = z.object({ id: uuid });

function actorOf(request: FastifyRequest): Actor {
  const p = principalOf(request);
  return { id: p.id, username: p.username ?? 'admin', ip: request.ip };
}

export function adminRoutes(ctx: AuthContext) {
  const loginReply = async (user: UserRow, message: string) => ({
    token: await issueAccessToken(ctx, user, 'admin'),
    admin: { id: user.id, username: user.username, fullName: user.nickname },
    mustChangePassword: user.must_change_password,
    message,
  });

  return async (app: FastifyInstance) => {
    const admin = { preHandler: app.requireAuth({ audience: 'admin' }) };
    app.addHook('onError', retryAfterOnThrottle);

    app.post('/api/admin/login', async (request) => {
      const body = parse(adminLoginBody, request.body);
      const user = await authenticate(ctx, body, 'admin', request.ip);
      await recordAdminLogin(ctx, { id: user.id, username: user.username, ip: request.ip });
      return loginReply(user, '登录成功');
    });

    app.post(
      '/api/admin/password',
      { preHandler: app.requireAuth({ audience: 'admin', allowPasswordChange: true }) },
      async (request) => {
        const body = parse(adminPasswordBody, request.body);
        const user = await changeAdminPassword(ctx, actorOf(request), body.currentPassword, body.newPassword);
        return loginReply(user, '密码已修改');
      },
    );

    app.get('/api/admin/users', admin, async (request) => {
      const query = parse(adminUsersQuery, request.query);
      const { rows, total } = await usersRepository.page(ctx.db, {
        search: query.search || undefined,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return {
        users: rows.map(toAdminRow),
        pagination: {
          page: query.page,
          limit: query.limit,
          totalItems: total,
          totalPages: Math.max(1, Math.ceil(total / query.limit)),
        },
      };
    });

    app.put('/api/admin/users/:id', admin, async (request) => {
      const { id } = parse(idParams, request.params);
      const body = parse(adminUserUpdate, request.body);
      return toAdminRow(await setVerified(ctx, actorOf(request), id, body.isVerified, request.id));
    });

    app.delete('/api/admin/users/:id', admin, async (request) => {
      const { id } = parse(idParams, request.params);
      await deleteMember(ctx, actorOf(request), id, request.id);
      return { message: '用户已删除' };
    });

    app.get('/api/admin/activities', admin, async () => recentActivities(ctx));
  };
}
