import { ApiError, UnauthorizedError } from './api-error';
import { clearSession, getStoredToken, type SessionEndReason } from './auth-storage';
import { navigateTo } from './navigation';
import { refreshSession } from './session-refresh';

export interface RequestOptions {
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
}

const NON_JSON = '服务器返回了非JSON格式的响应';

function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
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
 * and must not sign the member out.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
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
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(NON_JSON, res.status);
  }
}
