import { PassThrough } from 'node:stream';
import replyFrom from '@fastify/reply-from';
import { AppError, bearerToken, errorBody, forbidden, unauthorized } from '@taishan/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config.js';
import { CREDENTIAL_ROUTES, isPublic, resolveRoute, upstreams } from '../domain/routing-table.js';
import { credentialLimit } from '../plugins/rate-limits.js';

const UNAVAILABLE = '服务暂时不可用，请稍后重试';
const BAD_GATEWAY = '服务响应异常，请稍后重试';

/**
 * /api/* and the JWKS go to the owning service. Tokens are checked here first, so a request
 * with a missing or forged token never reaches a service.
 */
export function proxyRoutes(config: GatewayConfig) {
  const targets = upstreams(config);
  const bodyTooLarge = new WeakSet<FastifyRequest>();
  return async (app: FastifyInstance) => {
    await app.register(replyFrom, {
      undici: {
        connections: 128,
        pipelining: 1,
        headersTimeout: config.UPSTREAM_TIMEOUT_MS,
        bodyTimeout: config.UPSTREAM_TIMEOUT_MS,
        connectTimeout: 3000,
      },
    });

    const tooLarge = () => new AppError('BODY_TOO_LARGE', '请求内容过大', 413);
    // A declared body over the limit is refused before a byte of it is read or forwarded.
    app.addHook('onRequest', async (request) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > config.BODY_LIMIT_BYTES) throw tooLarge();
    });

    // Bodies pass through untouched as streams (JSON, multipart uploads...): the owning service
    // parses and limits them, so the gateway neither buffers a 5 MB avatar nor refuses its type.
    // A body without a length (chunked) is counted as it passes and cut off at the limit.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (request, payload, done) => {
      // A copy stream, so that when the service is down and the proxy destroys the body with that
      // error, the client's request stays intact and gets the 503 from onError below.
      const body = new PassThrough();
      body.on('error', () => {});
      let seen = 0;
      payload.on('data', (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > config.BODY_LIMIT_BYTES && !bodyTooLarge.has(request)) {
          bodyTooLarge.add(request);
          payload.unpipe(body);
          body.destroy(tooLarge());
        }
      });
      payload.pipe(body);
      done(null, body);
    });

    async function guard(request: FastifyRequest) {
      const path = request.url.split('?')[0]!;
      if (isPublic(request.method, path)) return;
      const token = bearerToken(request);
      if (!token) throw unauthorized('AUTH_MISSING', '请先登录');
      // The rate limiter verified the token already when it counted the request against its member.
      const principal = request.principal ?? (await app.verifyAccessToken(token));
      if (path.startsWith('/api/admin/') && principal.role !== 'admin') {
        throw forbidden('AUTH_FORBIDDEN', '没有权限执行此操作');
      }
      request.principal = principal;
    }

    async function forward(request: FastifyRequest, reply: FastifyReply) {
      const path = request.url.split('?')[0]!;
      const route = resolveRoute(path);
      if (!route) throw new AppError('NOT_FOUND', '请求的接口不存在', 404);
      const base = targets[route.service];
      return reply.from(`${base}${request.url}`, {
        rewriteRequestHeaders: (req, headers) => ({
          ...headers,
          'x-request-id': req.id,
          'x-forwarded-for': req.ip,
          'x-forwarded-proto': req.protocol,
        }),
        onError: (rep, { error }) => {
          if (bodyTooLarge.has(request)) {
            rep.status(413).send(errorBody(413, 'BODY_TOO_LARGE', '请求内容过大'));
            return;
          }
          const cause = error as { code?: string; cause?: { code?: string } };
          const code = `${cause.code ?? ''} ${cause.cause?.code ?? ''} ${String(error)}`;
          const down = /ECONNREFUSED|ENOTFOUND|ECONNRESET|EHOSTUNREACH|UND_ERR_CONNECT/.test(code);
          const status = down ? 503 : 502;
          request.log.warn({ err: error, service: route.service }, 'upstream failed');
          rep
            .status(status)
            .send(
              errorBody(
                status,
                down ? 'SERVICE_UNAVAILABLE' : 'BAD_GATEWAY',
                down ? UNAVAILABLE : BAD_GATEWAY,
              ),
            );
        },
      });
    }

    for (const url of CREDENTIAL_ROUTES) {
      app.post(url, { config: credentialLimit(config) }, forward);
    }
    app.all('/api/*', { preHandler: guard }, forward);
    app.get('/.well-known/jwks.json', forward);
  };
}
