import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
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
};

export function errorBody(statusCode: number, code: string, message: string, field?: string) {
  return {
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
      return reply.status(err.statusCode).send(errorBody(err.statusCode, err.code, err.message, err.field));
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = (err as FastifyError).code ?? 'BAD_REQUEST';
      const message =
        FASTIFY_MESSAGES[code] ?? (/[\u4e00-\u9fa5]/.test(err.message) ? err.message : '请求无效');
      return reply.status(status).send(errorBody(status, code, message));
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
