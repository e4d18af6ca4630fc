import { authReply, loginBody, REFRESH_COOKIE, registerBody } from '@taishan/contracts';
import { notFound, parse, principalOf } from '@taishan/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { usersRepository } from '../db/users-repository.js';
import { authenticate, register } from '../domain/accounts.js';
import type { AuthContext } from '../domain/context.js';
import { endSession, type IssuedSession, rotateSession, startSession } from '../domain/sessions.js';
import { toUser } from '../domain/user-view.js';
import { retryAfterOnThrottle } from './retry-after.js';

const COOKIE_PATH = '/api/auth';

export function authRoutes(ctx: AuthContext) {
  /**
   * Secure whenever the browser reached us over HTTPS (Fastify reads X-Forwarded-Proto, since auth
   * trusts the gateway) or config insists, so a deployment behind TLS never sends the refresh
   * token in clear even if COOKIE_SECURE was forgotten.
   */
  const cookieOptions = (request: FastifyRequest) => ({
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: ctx.config.COOKIE_SECURE || request.protocol === 'https',
  });
  const setRefreshCookie = (request: FastifyRequest, reply: FastifyReply, session: IssuedSession) =>
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      ...cookieOptions(request),
      expires: session.refreshExpires,
    });

  return async (app: FastifyInstance) => {
    app.addHook('onError', retryAfterOnThrottle);

    app.post('/api/auth/register', async (request, reply) => {
      const body = parse(registerBody, request.body);
      const user = await register(ctx, body, request.id);
      const session = await startSession(ctx, user);
      setRefreshCookie(request, reply, session);
      return reply
        .status(201)
        .send(authReply.parse({ token: session.accessToken, user: toUser(user), message: '注册成功' }));
    });

    app.post('/api/auth/login', async (request, reply) => {
      const body = parse(loginBody, request.body);
      const user = await authenticate(ctx, body, 'member', request.ip);
      const session = await startSession(ctx, user);
      setRefreshCookie(request, reply, session);
      return { token: session.accessToken, user: toUser(user), message: '登录成功' };
    });

    app.post('/api/auth/refresh', async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      if (!presented) {
        return reply.status(401).send({
          statusCode: 401,
          code: 'AUTH_EXPIRED',
          error: 'Unauthorized',
          message: '登录已过期，请重新登录',
        });
      }
      const session = await rotateSession(ctx, presented).catch((err) => {
        reply.clearCookie(REFRESH_COOKIE, cookieOptions(request));
        throw err;
      });
      setRefreshCookie(request, reply, session);
      return { token: session.accessToken, user: toUser(session.user), message: '登录已刷新' };
    });

    app.post('/api/auth/logout', async (request, reply) => {
      await endSession(ctx, request.cookies[REFRESH_COOKIE]);
      reply.clearCookie(REFRESH_COOKIE, cookieOptions(request));
      return { message: '退出成功' };
    });

    app.get('/api/auth/user', { preHandler: app.requireAuth() }, async (request) => {
      const user = await usersRepository.findById(ctx.db, principalOf(request).id);
      if (!user) throw notFound('USER_NOT_FOUND', '用户不存在');
      return toUser(user);
    });

    app.get('/.well-known/jwks.json', async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ctx.signer.jwks;
    });
  };
}
