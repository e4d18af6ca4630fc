import { generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearer, registerMember, useAuthService } from '../test/harness.js';

const sut = useAuthService();

describe('refresh and logout', () => {
  it('rotates the refresh token and issues a new access token', async () => {
    const { refresh, user } = await registerMember(sut.app);
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { ts_refresh: refresh },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
    const next = res.cookies.find((c) => c.name === 'ts_refresh')!;
    expect(next.value).not.toBe(refresh);
    const me = await sut.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(res.json().token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('treats a reused refresh token as theft and ends the whole session', async () => {
    const { refresh } = await registerMember(sut.app);
    const first = await sut.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { ts_refresh: refresh },
    });
    const rotated = first.cookies.find((c) => c.name === 'ts_refresh')!.value;
    const replay = await sut.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { ts_refresh: refresh },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'AUTH_EXPIRED', message: '登录已过期，请重新登录' });
    const afterTheft = await sut.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { ts_refresh: rotated },
    });
    expect(afterTheft.statusCode).toBe(401);
  });

  it('refuses a refresh without a cookie', async () => {
    const res = await sut.app.inject({ method: 'POST', url: '/api/auth/refresh' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('登录已过期，请重新登录');
  });

  it('logout revokes the refresh token', async () => {
    const { refresh } = await registerMember(sut.app);
    const out = await sut.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { ts_refresh: refresh },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: '退出成功' });
    const again = await sut.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { ts_refresh: refresh },
    });
    expect(again.statusCode).toBe(401);
  });
});

describe('GET /api/auth/user and token verification', () => {
  it('returns the signed-in member', async () => {
    const { token, user } = await registerMember(sut.app, { email: 'me@example.com' });
    const res = await sut.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: 'me@example.com', avatar: null });
  });

  it('answers 401 AUTH_MISSING without a token', async () => {
    const res = await sut.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      code: 'AUTH_MISSING',
      error: 'Unauthorized',
      message: '请先登录',
    });
  });

  it('refuses a tampered token', async () => {
    const { token } = await registerMember(sut.app);
    const [h, p, s] = token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    const res = await sut.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(`${h}.${forged}.${s}`),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'AUTH_INVALID', message: '登录状态异常，请重新登录' });
  });

  it('refuses an expired token with 登录已过期', async () => {
    const { user } = await registerMember(sut.app);
    const expired = await sut.ctx.signer.sign({
      sub: user.id,
      role: 'member',
      aud: 'member',
      username: user.username,
      ttlSeconds: -60,
    });
    const res = await sut.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(expired) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'AUTH_EXPIRED', message: '登录已过期，请重新登录' });
  });

  it('refuses a token signed by a key that is not ours, and an unsigned one', async () => {
    const { user } = await registerMember(sut.app);
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const foreign = await new SignJWT({ role: 'member' })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject(user.id)
      .setAudience('member')
      .setIssuer('taishan-auth')
      .setExpirationTime('5m')
      .sign(privateKey);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: user.id, role: 'member', aud: 'member', iss: 'taishan-auth', exp: 9999999999 }),
    ).toString('base64url')}.`;
    for (const token of [foreign, none]) {
      const res = await sut.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('AUTH_INVALID');
    }
  });

  it('publishes its public key set', async () => {
    const res = await sut.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(res.statusCode).toBe(200);
    const { keys } = res.json();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(keys[0].d).toBeUndefined();
  });
});
