import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
  SignJWT,
} from 'jose';

export interface TokenMinter {
  /** Pass to a service's buildApp so it trusts this minter instead of auth's JWKS. */
  keys: JWTVerifyGetKey;
  jwks: JSONWebKeySet;
  /** A token as auth would sign it; claims override role/username/aud; ttl in seconds (negative = expired). */
  mint(sub: string, claims?: Record<string, unknown>, ttlSeconds?: number): Promise<string>;
}

/**
 * Plays auth's signing key in a service test that has no auth service: the same algorithm,
 * issuer and claims, with a key only this test holds.
 */
export async function createTokenMinter(): Promise<TokenMinter> {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwks: JSONWebKeySet = {
    keys: [{ ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'EdDSA', use: 'sig' }],
  };
  return {
    jwks,
    keys: createLocalJWKSet(jwks),
    mint: (sub, claims = {}, ttlSeconds = 600) =>
      new SignJWT({ role: 'member', username: 'tester', ...claims })
        .setProtectedHeader({ alg: 'EdDSA', kid: 'test-key' })
        .setSubject(sub)
        .setAudience((claims.aud as string) ?? 'member')
        .setIssuer('taishan-auth')
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(privateKey),
  };
}
