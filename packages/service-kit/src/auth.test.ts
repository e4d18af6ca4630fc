import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createService } from './create-service.js';

const MEMBER_ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const now = () => Math.floor(Date.now() / 1000);

let sign: (claims: JWTPayload) => Promise<string>;
let app: Awaited<ReturnType<typeof createService>>;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k', alg: 'EdDSA' }] });
  sign = (claims) => new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', kid: 'k' }).sign(privateKey);
  app = await createService({ name: 'sample', logLevel: 'silent', auth: { keys } });
  app.get('/me', { preHandler: app.requireAuth() }, async (request) => ({ id: request.principal?.id }));
  return () => app.close();
});

const valid = (): JWTPayload => ({
  sub: MEMBER_ID,
  role: 'member',
  aud: 'member',
  iss: 'taishan-auth',
  iat: now(),
  exp: now() + 600,
});

async function call(claims: JWTPayload) {
  const res = await app.inject({ url: '/me', headers: { authorization: `Bearer ${await sign(claims)}` } });
  return { status: res.statusCode, body: res.json() };
}

describe('token verification', () => {
  it('accepts a well-formed token', async () => {
    expect(await call(valid())).toEqual({ status: 200, body: { id: MEMBER_ID } });
  });

  it.each([
    ['a subject that is not a UUID', { sub: 'admin' }],
    ['a subject with a NUL byte', { sub: `${MEMBER_ID}\u0000` }],
    ['an issue time in the future', { iat: now() + 3600 }],
    ['no issue time', { iat: undefined }],
    ['an unknown role', { role: 'root' }],
    ['an unknown audience', { aud: 'service' }],
    ['another issuer', { iss: 'someone-else' }],
  ])('refuses a validly signed token with %s', async (_name, override) => {
    const claims = { ...valid(), ...override };
    if ('iat' in override && override.iat === undefined) delete claims.iat;
    expect(await call(claims)).toEqual({
      status: 401,
      body: {
        statusCode: 401,
        code: 'AUTH_INVALID',
        error: 'Unauthorized',
        message: '登录状态异常，请重新登录',
      },
    });
  });

  it('says an expired token has expired', async () => {
    const res = await call({ ...valid(), iat: now() - 1200, exp: now() - 600 });
    expect(res).toMatchObject({
      status: 401,
      body: { code: 'AUTH_EXPIRED', message: '登录已过期，请重新登录' },
    });
  });
});
