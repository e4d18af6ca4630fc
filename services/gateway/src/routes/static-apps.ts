import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorBody } from '@taishan/service-kit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { GatewayConfig } from '../config.js';

/** Hashed build assets never change; index.html must always be revalidated. */
function cacheHeaders(res: { setHeader: (k: string, v: string) => void }, filePath: string) {
  if (/[/\\]assets[/\\]/.test(filePath))
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  else if (filePath.endsWith('.html')) res.setHeader('cache-control', 'no-cache');
  else res.setHeader('cache-control', 'public, max-age=3600');
}

/** The member app at /, the admin console at /admin/, each with its SPA fallback. */
export function staticApps(config: GatewayConfig) {
  // fastify-plugin: the SPA fallback must be the root not-found handler, not an encapsulated one.
  return fp(
    async (app: FastifyInstance) => {
      const member = config.MEMBER_APP_DIR;
      const admin = config.ADMIN_APP_DIR;
      for (const dir of [member, admin]) {
        if (!existsSync(path.join(dir, 'index.html')))
          app.log.warn({ dir }, 'app build missing: run pnpm build');
      }
      await app.register(fastifyStatic, {
        root: member,
        prefix: '/',
        index: false,
        wildcard: false,
        setHeaders: cacheHeaders,
        cacheControl: false,
      });
      await app.register(fastifyStatic, {
        root: admin,
        prefix: '/admin/',
        index: false,
        wildcard: false,
        decorateReply: false,
        setHeaders: cacheHeaders,
        cacheControl: false,
      });
      // wildcard: false registers only files that exist at start; everything else is the SPA shell.
      const shell = (reply: FastifyReply, root: string) => {
        reply.header('cache-control', 'no-cache');
        return reply.sendFile('index.html', root, { cacheControl: false });
      };
      app.setNotFoundHandler((request, reply) => {
        const url = request.url.split('?')[0]!;
        const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api/');
        if (!wantsPage) return reply.status(404).send(errorBody(404, 'NOT_FOUND', '请求的接口不存在'));
        if (url === '/admin' || url.startsWith('/admin/')) return shell(reply, admin);
        return shell(reply, member);
      });
    },
    { name: 'static-apps' },
  );
}
