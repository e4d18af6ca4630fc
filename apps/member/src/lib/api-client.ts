import type { z } from 'zod';
import { ApiError, UnauthorizedError } from './api-error';
import { clearSession, getStoredToken, type SessionEndReason } from './auth-storage';
import { navigateTo } from './navigation';
import { refreshSession } from './session-refresh';

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key, say). */
  headers?: Record<string, string>;
  /**
   * Whether a 401/403 means "the session is over". Off for the auth endpoints themselves, whose
   * 401 simply means wrong credentials.
   */
  session?: boolean;
  /** The reply's schema from the contracts: a reply of another shape is an error, not wrong data. */
  schema: z.ZodType<T>;
}

const NON_JSON = '服务器返回了非JSON格式的响应';
const BAD_REPLY = '服务器返回了无法识别的数据';

function send(path: string, options: RequestOptions<unknown>, token: string | null): Promise<Response> {
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(path, {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
}

async function toApiError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  try {
    const data = JSON.parse(text) as { message?: unknown; code?: unknown; field?: unknown };
    if (typeof data.message === 'string' && data.message) {
      return new ApiError(
        data.message,
        res.status,
        typeof data.code === 'string' ? data.code : undefined,
        typeof data.field === 'string' ? data.field : undefined,
        data,
      );
    }
  } catch {
    // Not JSON (a proxy error page, say): fall back to the status line.
  }
  return new ApiError(`${res.status} ${res.statusText}`.trim(), res.status);
}

function endReason(code: string | undefined): SessionEndReason {
  return code === 'AUTH_INVALID' || code === 'AUTH_FORBIDDEN' ? 'invalid' : 'expired';
}

function endSession(error: ApiError): never {
  clearSession(endReason(error.code));
  navigateTo('/');
  throw new UnauthorizedError(error.status, error.code);
}

/**
 * The one way the app talks to the gateway: JSON in and out, the bearer token when one is stored,
 * the refresh cookie always. A 401 gets one silent refresh and retry. A 403 ends the session only
 * when its code is an AUTH_* one: other 403s are business refusals (not your room, not your wallet)
 * and must not sign the member out. A success is checked against the reply schema.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const sessionAware = options.session !== false;
  const token = getStoredToken();
  let res = await send(path, options, token);

  if (sessionAware && res.status === 401) {
    const refreshed = await refreshSession(token);
    if (refreshed) res = await send(path, options, refreshed.token);
    if (res.status === 401) endSession(await toApiError(res));
  }
  if (!res.ok) {
    const error = await toApiError(res);
    if (sessionAware && res.status === 403 && error.code?.startsWith('AUTH_')) endSession(error);
    throw error;
  }

  const text = await res.text();
  let payload: unknown;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ApiError(NON_JSON, res.status);
  }
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) {
    console.error(`Unexpected reply from ${options.method ?? 'GET'} ${path}`, parsed.error);
    throw new ApiError(BAD_REPLY, res.status, 'BAD_REPLY');
  }
  return parsed.data;
}
