import {
  authReply,
  jwksReply,
  loginBody,
  messageReply,
  REFRESH_COOKIE,
  registerBody,
  user,
} from '@taishan/contracts';
import { fails, principalOf, type ServiceApp } from '@taishan/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, register } from '../domain/accounts.js';
import type { AuthContext } from '../domain/context.js';
import { ownProfile } from '../domain/profile.js';
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

  return async (app: ServiceApp) => {
    app.post(
      '/api/auth/register',
      { schema: { body: registerBody, response: { 201: authReply, ...fails(400, 409) } } },
      async (request, reply) => {
        const created = await register(ctx, request.body, request.id);
        const session = await startSession(ctx, created);
        setRefreshCookie(request, reply, session);
        return reply
          .status(201)
          .send({ token: session.accessToken, user: toUser(created), message: '注册成功' });
      },
    );

    app.post(
      '/api/auth/login',
      {
        onError: retryAfterOnThrottle,
        schema: { body: loginBody, response: { 200: authReply, ...fails(400, 401, 429) } },
      },
      async (request, reply) => {
        const member = await authenticate(ctx, request.body, 'member', request.ip);
        const session = await startSession(ctx, member);
        setRefreshCookie(request, reply, session);
        return { token: session.accessToken, user: toUser(member), message: '登录成功' };
      },
    );

    // Reads only the refresh cookie; a refused one is cleared so the browser stops sending it.
    app.post(
      '/api/auth/refresh',
      { schema: { response: { 200: authReply, ...fails(401) } } },
      async (request, reply) => {
        const presented = request.cookies[REFRESH_COOKIE];
        const session = await rotateSession(ctx, presented).catch((err) => {
          if (presented) reply.clearCookie(REFRESH_COOKIE, cookieOptions(request));
          throw err;
        });
        setRefreshCookie(request, reply, session);
        return { token: session.accessToken, user: toUser(session.user), message: '登录已刷新' };
      },
    );

    // The cookie is all it reads; a body that is not valid JSON is still refused (400).
    app.post(
      '/api/auth/logout',
      { schema: { response: { 200: messageReply, ...fails(400) } } },
      async (request, reply) => {
        await endSession(ctx, request.cookies[REFRESH_COOKIE]);
        reply.clearCookie(REFRESH_COOKIE, cookieOptions(request));
        return { message: '退出成功' };
      },
    );

    app.get(
      '/api/auth/user',
      {
        onRequest: app.requireAuth(),
        schema: { security: [{ bearer: [] }], response: { 200: user, ...fails(401, 403, 404) } },
      },
      async (request) => ownProfile(ctx, principalOf(request).id),
    );

    app.get(
      '/.well-known/jwks.json',
      { schema: { response: { 200: jwksReply } } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return ctx.signer.jwks;
      },
    );
  };
}
