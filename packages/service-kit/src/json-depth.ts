import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/** No request body of ours nests deeper than a handful of levels; 32 leaves room and stops abuse. */
export const MAX_JSON_DEPTH = 32;

/**
 * The deepest nesting of arrays and objects in a JSON text, stopping early past `limit`. A
 * single pass over the characters, skipping strings, so it costs nothing next to parsing.
 */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * Replaces the JSON body parser with Fastify's own behind a depth check: code that walks a body
 * recursively (hashing it for an Idempotency-Key, validating it) must never meet a body deep
 * enough to overflow the stack.
 */
export function jsonDepthGuard(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(body as string)) {
      done(new AppError('BODY_TOO_DEEP', '请求内容嵌套过深', 400), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
