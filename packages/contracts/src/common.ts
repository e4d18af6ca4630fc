import { z } from 'zod';

/** The one error shape on the wire (Fastify's), `message` in Chinese and fit to show a user. */
export const errorReply = z
  .object({
    statusCode: z.number().int(),
    code: z.string(),
    error: z.string(),
    message: z.string(),
    field: z.string().optional(),
  })
  .meta({ id: 'ErrorReply', description: '错误：statusCode、code、中文 message，校验失败时 field 指出字段' });
export type ErrorReply = z.infer<typeof errorReply>;

export const uuid = z.uuid({ message: '无效的编号' });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1, { message: '页码无效' }).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, { message: '每页数量无效' })
    .max(100, { message: '每页数量无效' })
    .default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

export const messageReply = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReply>;

/** Optional text that arrives as '' from forms: blank means "not set". */
export const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * Text a person types never holds control characters (Postgres refuses NUL outright, the others
 * corrupt logs and screens). Every input string is built from one of these two.
 */
const ONE_LINE = /^\P{Cc}*$/u;
/** Multi-line text (messages, bios, reasons) keeps tabs and line breaks. */
const MULTI_LINE = /^(?:[\t\n\r]|\P{Cc})*$/u;
export const INVALID_CHARACTERS = '内容包含无效字符';

type StringParams = Parameters<typeof z.string>[0];
/** A single-line input string. */
export const line = (params?: StringParams) =>
  z.string(params).regex(ONE_LINE, { message: INVALID_CHARACTERS });
/** A multi-line input string. */
export const lines = (params?: StringParams) =>
  z.string(params).regex(MULTI_LINE, { message: INVALID_CHARACTERS });

/**
 * A save that names the version it was based on: `If-Match: "<version>"` (the quotes optional).
 * Missing is a 428 from the route itself, so a client learns to send it; anything but a version
 * is a 400. Other headers pass through untouched.
 */
export const ifMatchHeaders = z.looseObject({
  'if-match': z
    .string()
    .regex(/^(?:"\d{1,9}"|\d{1,9})$/, { message: '版本信息无效' })
    .optional(),
});
/** The version an `If-Match` header names (already checked by `ifMatchHeaders`). */
export const versionOfIfMatch = (header: string | undefined): number | undefined =>
  header === undefined ? undefined : Number(header.replaceAll('"', ''));
