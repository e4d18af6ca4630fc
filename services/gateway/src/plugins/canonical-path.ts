import { errorBody } from '@taishan/service-kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Paths the gateway checks a token or a limit for, then hands to a service. */
const API_PATH = /^\/(api|ws|\.well-known)(\/|$)/;
/** One API path segment: unreserved characters only, so nothing can be decoded into something else. */
const API_SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$|^\.well-known$/;

/**
 * Whether a request path means exactly what it says. The gateway decides on the path it sees and
 * the proxy's URL parser would resolve `.`/`..` segments, backslashes, `%2e`, `%2f` and `#`, so a
 * path that any of those would change reaches a different route than the one that was checked.
 * Such a path is refused rather than normalised: no client of ours ever sends one.
 */
export function isCanonicalPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  // Controls, backslashes, fragments, semicolons (matrix parameters) and encoded dots, slashes or
  // backslashes have no place in a path we serve.
  if (/[\p{Cc}\\#;]|%(2e|2f|5c|00)/iu.test(path)) return false;
  const segments = path.slice(1).split('/');
  if (segments.some((s, i) => s === '.' || s === '..' || (s === '' && i < segments.length - 1))) return false;
  if (API_PATH.test(path)) {
    // API paths: no encoded characters at all, no empty segment, no trailing slash.
    return segments.every((s) => API_SEGMENT.test(s));
  }
  return true;
}

/**
 * The first thing the gateway does with a request: refuse a path that is not canonical, before
 * rate limits, token checks or routing look at it, so all of them and the service agree on it.
 */
export const canonicalPaths = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '';
      if (isCanonicalPath(path)) return;
      return reply.status(400).send(errorBody(400, 'BAD_PATH', '请求路径无效'));
    });
  },
  { name: 'gateway-canonical-paths' },
);
