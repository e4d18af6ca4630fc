import { errorReply } from '@taishan/contracts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { validationFailed } from './errors.js';

/** A service's Fastify instance: route schemas are the contracts' zod schemas, and type the handlers. */
export type ServiceApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Validates a route's body, query string and path parameters with their contract schemas, once, at
 * the edge. A missing body reads as `{}`, so each required field says its own Chinese message; the
 * first issue becomes the 400 (message and field), exactly as `parse` does.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: validationFailed(result.error) };
  };

/** A reply that does not match its declared schema: a bug in the service, never sent as it is. */
export class ReplyContractError extends Error {
  constructor(
    readonly route: string,
    readonly issues: unknown,
  ) {
    super(`reply of ${route} breaks its contract`);
    this.name = 'ReplyContractError';
  }
}

/**
 * Replies pass through their declared schema before they are written: only the declared fields
 * leave the service (nothing stored by accident reaches a client), and a reply that breaks its
 * contract is a 500 with the issues in the log.
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ReplyContractError(`${method} ${url}`, result.error.issues);
    return JSON.stringify(result.data);
  };

/**
 * The error answers a route declares beside its success schema, e.g.
 * `response: { 200: walletReply, ...fails(400, 401, 409) }`: they are checked like any reply and
 * listed in the OpenAPI document.
 */
export function fails<const C extends number>(...codes: C[]): Record<C, typeof errorReply> {
  return Object.fromEntries(codes.map((code) => [code, errorReply])) as Record<C, typeof errorReply>;
}
