import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from './api-client';
import { ApiError, UnauthorizedError } from './api-error';
import { AUTH_CHANGE_EVENT, AUTH_TOKEN_KEY, USER_KEY } from './auth-storage';
import { registerNavigator } from './navigation';
import { fakeToken, jsonResponse, stubBrowser } from './test-browser';

const user = { id: 'u1', username: 'qingxu', nickname: '清虚子' };
const oldToken = fakeToken({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 600 });
const newToken = fakeToken({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 900 });

let browser: ReturnType<typeof stubBrowser>;
let navigate: ReturnType<typeof vi.fn<(to: string) => void>>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  browser = stubBrowser();
  browser.store.set(AUTH_TOKEN_KEY, oldToken);
  browser.store.set(USER_KEY, JSON.stringify(user));
  navigate = vi.fn<(to: string) => void>();
  registerNavigator(navigate);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A stand-in reply schema; the tests about sessions do not care about the reply's shape. */
const anything = { schema: z.unknown() };

const calls = () =>
  fetchMock.mock.calls.map(([path, init]) => [path, (init as RequestInit).headers as Headers] as const);

describe('apiRequest', () => {
  it('sends JSON with the bearer token and the cookie, and returns the parsed reply', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    const schema = z.object({ ok: z.boolean() });
    await expect(apiRequest('/api/x', { schema, method: 'PUT', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const headers = init.headers as Headers;
    expect(headers.get('Authorization')).toBe(`Bearer ${oldToken}`);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { code: 'AUTH_EXPIRED', message: '登录已过期，请重新登录' }))
      .mockResolvedValueOnce(jsonResponse(200, { token: newToken, user, message: 'ok' }))
      .mockResolvedValueOnce(jsonResponse(200, { done: 1 }));
    await expect(apiRequest('/api/x', anything)).resolves.toEqual({ done: 1 });
    expect(calls().map(([path]) => path)).toEqual(['/api/x', '/api/auth/refresh', '/api/x']);
    expect(calls()[2]?.[1].get('Authorization')).toBe(`Bearer ${newToken}`);
    expect(browser.store.get(AUTH_TOKEN_KEY)).toBe(newToken);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh fails: clears token and user, goes home, throws Unauthorized', async () => {
    const reasons: unknown[] = [];
    browser.events.addEventListener(AUTH_CHANGE_EVENT, (e) => reasons.push((e as CustomEvent).detail.reason));
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { code: 'AUTH_EXPIRED', message: '登录已过期，请重新登录' }))
      .mockResolvedValueOnce(jsonResponse(401, { code: 'AUTH_MISSING', message: '请先登录' }));
    const error = await apiRequest('/api/x', anything).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(browser.store.has(AUTH_TOKEN_KEY)).toBe(false);
    expect(browser.store.has(USER_KEY)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(reasons).toEqual(['expired']);
  });

  it('treats a 403 with an AUTH_ code as the end of the session', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(403, { code: 'AUTH_FORBIDDEN', message: '没有权限执行此操作' }),
    );
    await expect(apiRequest('/api/x', anything)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(browser.store.has(AUTH_TOKEN_KEY)).toBe(false);
  });

  it('keeps the session on a business 403 and throws the server message', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(403, { code: 'NOT_MEMBER', message: '您不在该聊天室中', field: 'roomId' }),
    );
    const error = (await apiRequest('/api/x', anything).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(UnauthorizedError);
    expect([error.message, error.status, error.code, error.field]).toEqual([
      '您不在该聊天室中',
      403,
      'NOT_MEMBER',
      'roomId',
    ]);
    expect(browser.store.get(AUTH_TOKEN_KEY)).toBe(oldToken);
  });

  it('does not treat a 401 as a session end when asked not to (wrong password at login)', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { code: 'LOGIN_FAILED', message: '登录失败' }));
    await expect(
      apiRequest('/api/auth/login', { ...anything, method: 'POST', body: {}, session: false }),
    ).rejects.toThrow('登录失败');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(browser.store.get(AUTH_TOKEN_KEY)).toBe(oldToken);
  });

  it('falls back to the status line when an error reply is not JSON', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(apiRequest('/api/x', anything)).rejects.toThrow('502 Bad Gateway');
  });

  it('refuses a successful reply that is not JSON', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>index</html>', { status: 200 }));
    await expect(apiRequest('/api/x', anything)).rejects.toThrow('服务器返回了非JSON格式的响应');
  });

  it('turns a successful reply that breaks the contract into a BAD_REPLY error and logs why', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { balance: 'lots' }));
    const schema = z.object({ balance: z.number() });
    const error = (await apiRequest('/api/x', { schema }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.message, error.status, error.code]).toEqual([
      '服务器返回了无法识别的数据',
      200,
      'BAD_REPLY',
    ]);
    expect(errors).toHaveBeenCalledWith('Unexpected reply from GET /api/x', expect.anything());
    errors.mockRestore();
  });

  it('drops fields the contract does not know', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { id: 'r1', secret: 'x' }));
    await expect(apiRequest('/api/x', { schema: z.object({ id: z.string() }) })).resolves.toEqual({
      id: 'r1',
    });
  });
});
