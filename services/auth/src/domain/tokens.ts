import { createHash, randomBytes } from 'node:crypto';
import { type JwksReply, jwksReply } from '@taishan/contracts';
import { TOKEN_ISSUER } from '@taishan/service-kit';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTVerifyGetKey,
  SignJWT,
} from 'jose';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database.js';
import { keysRepository } from '../db/keys-repository.js';

export interface TokenSigner {
  /** The public keys, as published at /.well-known/jwks.json. */
  jwks: JwksReply;
  keys: JWTVerifyGetKey;
  sign(claims: {
    sub: string;
    role: 'member' | 'admin';
    aud: 'member' | 'admin';
    username: string;
    pwc?: boolean;
    ttlSeconds: number;
  }): Promise<string>;
}

/**
 * Loads the Ed25519 signing key from the auth schema (creating the first one on a fresh database),
 * so every auth replica signs with the same key and publishes the same JWKS.
 */
export async function loadTokenSigner(db: Kysely<Database>): Promise<TokenSigner> {
  let rows = await keysRepository.active(db);
  if (rows.length === 0) {
    const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const kid = uuidv7();
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'EdDSA' };
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' };
    await keysRepository.insertIfNone(db, {
      kid,
      private_jwk: JSON.stringify(privateJwk),
      public_jwk: JSON.stringify(publicJwk),
    });
    rows = await keysRepository.active(db);
  }
  const current = rows[0]!;
  const privateKey = await importJWK(current.private_jwk as JWK, 'EdDSA');
  // Checked here, at start-up, so a key that cannot be published stops the service, not a request.
  const jwks = jwksReply.parse({ keys: rows.map((r) => r.public_jwk) });
  return {
    jwks,
    keys: createLocalJWKSet(jwks),
    async sign({ ttlSeconds, sub, aud, ...claims }) {
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'EdDSA', kid: current.kid, typ: 'JWT' })
        .setSubject(sub)
        .setAudience(aud)
        .setIssuer(TOKEN_ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(privateKey);
    },
  };
}

/** Refresh tokens are 256 random bits; only their SHA-256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
