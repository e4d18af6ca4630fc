import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  423: 'Locked',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** Fastify's own client errors, said in Chinese. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求格式',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容不能为空',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求长度无效',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求内容不是有效的JSON',
  FST_ERR_VALIDATION: '请求参数无效',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请求不是有效的表单上传',
  FST_REQ_FILE_TOO_LARGE: '上传文件过大',
  FST_PARTS_LIMIT: '上传内容过多',
  FST_FILES_LIMIT: '上传文件过多',
  FST_FIELDS_LIMIT: '表单字段过多',
  FST_ERR_BAD_URL: '请求路径无效',
  FST_ERR_ASYNC_CONSTRAINT: '请求无效',
  BODY_TOO_DEEP: '请求内容嵌套过深',
};

export const UNAVAILABLE_MESSAGE = '服务暂时不可用，请稍后重试';

/**
 * A dependency the service cannot work without is unreachable or hanging (Postgres restarting or
 * stalled, a connection reset, a pool that cannot hand out a connection in time): the request is
 * not at fault and may succeed in a moment, so it is a 503, not a 500.
 */
export function isDependencyUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  // SQLSTATE 08 (connection exception), 57P01-03 (shutting down / starting), 57014 (statement
  // timeout), 53300 (too many connections); Node's socket errors.
  if (/^(08|57P0[123]$|57014$|53300$)/.test(code)) return true;
  if (
    ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN'].includes(
      code,
    )
  )
    return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Command timed out/.test(
    message,
  );
}

/** Errors Node's HTTP parser raises before any route runs (Fastify's clientErrorHandler). */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: '请求头过大' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: '请求超时' },
};

/** Answers a request the HTTP parser refused, in the same shape and language as every other error. */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || !socket.writable) return socket.destroy(err);
  const { status, message } = CLIENT_ERRORS[err.code ?? ''] ?? { status: 400, message: '请求无效' };
  const body = JSON.stringify(errorBody(status, 'BAD_REQUEST', message));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function errorBody(
  statusCode: number,
  code: string,
  message: string,
  field?: string,
  details?: Readonly<Record<string, unknown>>,
) {
  return {
    ...details,
    statusCode,
    code,
    error: STATUS_TEXT[statusCode] ?? 'Error',
    message,
    ...(field ? { field } : {}),
  };
}

/**
 * The one error handler: AppError goes out as it is, client errors from Fastify get a Chinese
 * message, anything else is a 500 whose detail stays in the log.
 */
export function installErrorHandler(app: FastifyInstance, withNotFound = true) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      if (err.statusCode >= 500) request.log.warn({ code: err.code }, err.message);
      return reply
        .status(err.statusCode)
        .send(errorBody(err.statusCode, err.code, err.message, err.field, err.details));
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = (err as FastifyError).code ?? 'BAD_REQUEST';
      const message =
        FASTIFY_MESSAGES[code] ?? (/[\u4e00-\u9fa5]/.test(err.message) ? err.message : '请求无效');
      return reply.status(status).send(errorBody(status, code, message));
    }
    if (isDependencyUnavailable(err)) {
      request.log.warn({ err }, 'dependency unavailable');
      return reply.status(503).send(errorBody(503, 'SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err }, 'request failed');
    const shown = status === 502 || status === 503 ? status : 500;
    return reply.status(shown).send(errorBody(shown, 'INTERNAL', '服务器内部错误，请稍后重试'));
  });
  if (!withNotFound) return;
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send(errorBody(404, 'NOT_FOUND', '请求的接口不存在'));
  });
}
