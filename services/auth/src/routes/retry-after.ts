import type { FastifyReply, FastifyRequest } from 'fastify';
import { LoginThrottledError } from '../domain/errors.js';

/** onError hook of the login routes: a throttled attempt says when the next one will be looked at. */
export async function retryAfterOnThrottle(_request: FastifyRequest, reply: FastifyReply, error: Error) {
  if (error instanceof LoginThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
}
