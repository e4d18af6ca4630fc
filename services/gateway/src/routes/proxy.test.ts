import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { useGateway } from '../test/harness.js';

const sut = useGateway({ RATE_LIMIT_AUTH_MAX: '3', UPSTREAM_TIMEOUT_MS: '400' });

describe('routing to services', () => {
  it('passes public auth calls through without a token', async () => {
    const res = await sut.gateway.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'x' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-upstream']).toBe('auth');
    expect(sut.seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/auth/register',
      body: { username: 'x' },
    });
  });

  it('propagates one request id and the caller address to the service', async () => {
    const res = await sut.gateway.inject({
      method: 'GET',
      url: '/api/auth/user?x=1',
      headers: { authorization: `Bearer ${await sut.token()}`, 'x-request-id': 'trace-me-123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('trace-me-123');
    const seen = sut.seen.at(-1)!;
    expect(seen.url).toBe('/api/auth/user?x=1');
    expect(seen.headers['x-request-id']).toBe('trace-me-123');
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('gives every request an id when the caller sent none', async () => {
    const res = await sut.gateway.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown API path with a Chinese 404 and proxies nothing', async () => {
    const before = sut.seen.length;
    const res = await sut.gateway.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { authorization: `Bearer ${await sut.token()}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      error: 'Not Found',
      message: '请求的接口不存在',
    });
    expect(sut.seen.length).toBe(before);
  });

  it('streams a multipart upload of several megabytes through unchanged', async () => {
    const boundary = 'taishanboundary';
    const file = Buffer.alloc(3 * 1024 * 1024, 7);
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await sut.gateway.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: {
        authorization: `Bearer ${await sut.token()}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(sut.seen.at(-1)!.body).toEqual({ multipartBytes: payload.length });
  });

  it('serves avatars to anyone (img tags send no token)', async () => {
    const res = await sut.gateway.inject({ method: 'GET', url: '/api/users/abc/avatar?v=1' });
    expect(res.statusCode).toBe(200);
  });

  it('compresses large replies', async () => {
    const res = await sut.gateway.inject({
      method: 'GET',
      url: '/api/users/big',
      headers: { authorization: `Bearer ${await sut.token()}`, 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('tokens are checked before proxying', () => {
  const protectedCall = async (authorization?: string) => {
    const before = sut.seen.length;
    const res = await sut.gateway.inject({
      method: 'GET',
      url: '/api/user/settings',
      headers: authorization ? { authorization } : {},
    });
    return { res, proxied: sut.seen.length > before };
  };

  it('refuses a missing token with 401', async () => {
    const { res, proxied } = await protectedCall();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      code: 'AUTH_MISSING',
      error: 'Unauthorized',
      message: '请先登录',
    });
    expect(proxied).toBe(false);
  });

  it('refuses a tampered token', async () => {
    const [h, p, s] = (await sut.token()).split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    const { res, proxied } = await protectedCall(`Bearer ${h}.${forged}.${s}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('AUTH_INVALID');
    expect(proxied).toBe(false);
  });

  it('refuses an expired token with 登录已过期', async () => {
    const { res, proxied } = await protectedCall(`Bearer ${await sut.token({}, -10)}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'AUTH_EXPIRED', message: '登录已过期，请重新登录' });
    expect(proxied).toBe(false);
  });

  it('refuses a member token on admin routes with 403', async () => {
    const before = sut.seen.length;
    const res = await sut.gateway.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { authorization: `Bearer ${await sut.token()}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('AUTH_FORBIDDEN');
    expect(sut.seen.length).toBe(before);
    const admin = await sut.gateway.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { authorization: `Bearer ${await sut.token({ role: 'admin', aud: 'admin' })}` },
    });
    expect(admin.statusCode).toBe(200);
  });
});

describe('rate limits kept in Redis', () => {
  it('counts the connecting address, not a claimed X-Forwarded-For', async () => {
    const ip = '198.51.100.20';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await sut.gateway.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
        payload: { username: 'a', password: 'b' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(sut.seen.at(-1)!.headers['x-forwarded-for']).toBe(ip);
  });

  it('allows three logins a minute per address, then answers 429, across gateway instances', async () => {
    const ip = '203.0.113.7';
    const second = await sut.build({ RATE_LIMIT_AUTH_MAX: '3' });
    const call = (app: typeof second) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { username: 'a', password: 'b' },
      });
    expect((await call(sut.gateway)).statusCode).toBe(200);
    expect((await call(second)).statusCode).toBe(200);
    expect((await call(sut.gateway)).statusCode).toBe(200);
    const limited = await call(second);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      error: 'Too Many Requests',
      message: '请求过于频繁，请稍后再试',
    });
    const redis = new Redis(sut.test.redisUrl);
    const keys = await redis.keys(`${sut.test.redisPrefix}ratelimit:*`);
    redis.disconnect();
    expect(keys.length).toBeGreaterThan(0);
    const other = await sut.gateway.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.8',
      payload: {},
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('when a service is down or slow', () => {
  it('answers 503 with a Chinese message when the service refuses connections', async () => {
    const down = await sut.build({ AUTH_URL: 'http://127.0.0.1:9' });
    const res = await down.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'a', password: 'b' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      error: 'Service Unavailable',
      message: '服务暂时不可用，请稍后重试',
    });
  });

  it('answers 502 instead of hanging when the service does not reply in time', async () => {
    const res = await sut.gateway.inject({
      method: 'GET',
      url: '/api/users/slow',
      headers: { authorization: `Bearer ${await sut.token()}` },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'BAD_GATEWAY', message: '服务响应异常，请稍后重试' });
  });
});
