import { errorReply } from '@taishan/contracts';
import { toast } from 'sonner';
import type { z } from 'zod';
import { clearAdminSession, getAdminSession, requirePasswordChange } from './admin-session';

export const NETWORK_ERROR_MESSAGE = '网络错误，请稍后重试';
export const PASSWORD_CHANGE_REQUIRED = 'AUTH_PASSWORD_CHANGE_REQUIRED';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  /** The server's own Chinese message, when the reply carried one. */
  readonly serverMessage: string | undefined;

  constructor(opts: {
    status: number;
    code: string;
    message: string;
    serverMessage?: string;
    field?: string;
  }) {
    super(opts.message);
    this.name = 'ApiError';
    this.status = opts.status;
    this.code = opts.code;
    this.field = opts.field;
    this.serverMessage = opts.serverMessage;
  }

  get isNetworkError() {
    return this.status === 0;
  }
}

type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Reply schema: a reply of another shape is an error, not silently wrong data. */
  schema: z.ZodType<T>;
  /** Send the admin bearer token and react to session errors (off for login). */
  auth?: boolean;
  signal?: AbortSignal;
};

export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = 'GET', body, schema, auth = true, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = auth ? getAdminSession()?.token : undefined;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({ status: 0, code: 'NETWORK', message: NETWORK_ERROR_MESSAGE });
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = toApiError(response.status, payload);
    if (auth) handleSessionError(error);
    throw error;
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    console.error(`Unexpected reply from ${method} ${path}`, parsed.error);
    throw new ApiError({ status: response.status, code: 'BAD_REPLY', message: '服务器返回了无法识别的数据' });
  }
  return parsed.data;
}

function toApiError(status: number, payload: unknown): ApiError {
  const parsed = errorReply.partial().safeParse(payload);
  const reply = parsed.success ? parsed.data : {};
  return new ApiError({
    status,
    code: reply.code ?? `HTTP_${status}`,
    message: reply.message ?? `请求失败（${status}）`,
    serverMessage: reply.message,
    field: reply.field,
  });
}

/** 401 or an AUTH_ refusal ends the admin session; an unchanged initial password forces the change screen. */
function handleSessionError(error: ApiError) {
  if (error.status === 403 && error.code === PASSWORD_CHANGE_REQUIRED) {
    requirePasswordChange();
    return;
  }
  const sessionEnded = error.status === 401 || (error.status === 403 && error.code.startsWith('AUTH_'));
  if (!sessionEnded || !getAdminSession()) return;
  try {
    clearAdminSession();
  } catch (cause) {
    console.error('Could not clear the admin session', cause);
  }
  // One toast even when several queries fail at once.
  toast.error(error.serverMessage ?? '登录已过期，请重新登录', { id: 'admin-session-ended' });
}
