import { describe, expect, it } from 'vitest';
import { registerMember, type Sut, useAuthService } from '../test/harness.js';

const refreshCookieOf = (res: { cookies: { name: string; secure?: boolean }[] }) =>
  res.cookies.find((c) => c.name === 'ts_refresh');

/** Register, log in and refresh, each as a browser behind the gateway would send it. */
async function cookiesFrom(sut: Sut, proto: 'http' | 'https') {
  const headers = { 'x-forwarded-proto': proto };
  const member = await registerMember(sut.app);
  const register = await sut.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers,
    payload: { username: `${member.username}x`, password: 'secret123', nickname: '清风' },
  });
  const login = await sut.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers,
    payload: { username: member.username, password: 'secret123' },
  });
  const refresh = await sut.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers,
    cookies: { ts_refresh: member.refresh },
  });
  return [register, login, refresh].map((res) => {
    expect(res.statusCode).toBeLessThan(300);
    return refreshCookieOf(res)?.secure ?? false;
  });
}

describe('the refresh cookie with COOKIE_SECURE off', () => {
  const sut = useAuthService({ COOKIE_SECURE: 'false' });

  it('is Secure when the request came over HTTPS (X-Forwarded-Proto from the gateway)', async () => {
    expect(await cookiesFrom(sut, 'https')).toEqual([true, true, true]);
  });

  it('is not Secure over plain HTTP, so local runs keep working', async () => {
    expect(await cookiesFrom(sut, 'http')).toEqual([false, false, false]);
  });
});

describe('the refresh cookie with COOKIE_SECURE on', () => {
  const sut = useAuthService({ COOKIE_SECURE: 'true' });

  it('is Secure even when the request says plain HTTP', async () => {
    expect(await cookiesFrom(sut, 'http')).toEqual([true, true, true]);
  });
});
