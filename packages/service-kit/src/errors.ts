import type { ZodError, ZodType } from 'zod';

/**
 * The one application error: a code for programs, a Chinese message for people. `details` are
 * more fields of the answer that a route's schema for that status declares (a 409 carrying the
 * newer data, say); a route that declares plain `fails(...)` drops them.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly statusCode = 400,
    readonly field?: string,
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (code: string, message: string, field?: string) =>
  new AppError(code, message, 400, field);
export const unauthorized = (code: string, message: string) => new AppError(code, message, 401);
export const forbidden = (code: string, message: string) => new AppError(code, message, 403);
export const notFound = (code: string, message: string) => new AppError(code, message, 404);
export const conflict = (code: string, message: string, field?: string) =>
  new AppError(code, message, 409, field);
export const tooManyRequests = (code: string, message: string) => new AppError(code, message, 429);

/**
 * Parses a request part with its contract schema. The first issue becomes a 400 whose message is the
 * schema's Chinese text and whose `field` names the offending field.
 */
export function parse<T>(schema: ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  throw validationFailed(result.error);
}

/** The 400 for a failed contract: the first issue's Chinese text, naming its field. */
export function validationFailed(error: ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  let message = issue?.message ?? '请求参数无效';
  // zod's own English fallbacks (unknown keys, wrong container types) get a Chinese sentence.
  if (!/[\u4e00-\u9fa5]/.test(message)) message = field ? `参数 ${field} 无效` : '请求参数无效';
  return new AppError('VALIDATION_FAILED', message, 400, field);
}
