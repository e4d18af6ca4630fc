import type { AccessClaims } from '@taishan/contracts';

/**
 * Reads the claims of an access token without verifying it: the browser only needs `exp` to decide
 * when to ask for a new token; every service verifies the signature itself.
 */
export function decodeClaims(token: string): AccessClaims | null {
  const payload = token.split('.')[1];
  if (token.split('.').length !== 3 || !payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof claims !== 'object' || claims === null) return null;
    const { exp } = claims as { exp?: unknown };
    if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
    return claims as AccessClaims;
  } catch {
    return null;
  }
}

/** Milliseconds since the epoch at which the token stops being accepted. */
export function expiresAtMs(claims: Pick<AccessClaims, 'exp'>): number {
  return claims.exp * 1000;
}
