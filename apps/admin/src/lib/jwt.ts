export type AdminTokenClaims = {
  sub?: string;
  exp?: number;
  /** Set while the initial password is still unchanged. */
  pwc?: boolean;
};

/**
 * Reads a JWT's claims without checking the signature: the browser only uses them to decide when to
 * ask again; every service verifies the token itself.
 */
export function decodeTokenClaims(token: string): AdminTokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims !== null && typeof claims === 'object' ? (claims as AdminTokenClaims) : null;
  } catch {
    return null;
  }
}
