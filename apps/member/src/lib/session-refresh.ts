import type { AuthReply } from '@taishan/contracts';
import { getStoredToken, getStoredUser, isUserRecord, storeSession } from './auth-storage';
import { decodeClaims, expiresAtMs } from './jwt';

/** A token this close to its `exp` is renewed before it is used. */
export const REFRESH_MARGIN_MS = 60_000;

export interface RefreshedSession {
  token: string;
  user: AuthReply['user'];
}

/**
 * A token renewed this recently is not renewed again: with a badly wrong device clock every new
 * token already looks expired, and asking again at once would hammer the server in a loop.
 */
const MIN_REFRESH_INTERVAL_MS = 30_000;

let inflight: Promise<RefreshedSession | null> | null = null;
let lastRenewal: { token: string; at: number } | null = null;

/**
 * Trades the httpOnly refresh cookie for a new access token and stores it. Single-flight within the
 * tab, and serialised across tabs with a Web Lock: refresh tokens rotate on use, so two tabs
 * presenting the same one at once would make the loser's request fail.
 *
 * `staleToken` is the token the caller found wanting; if another tab already replaced it with a
 * fresh one while we waited for the lock, that one is used without asking the server again.
 */
export function refreshSession(
  staleToken: string | null = getStoredToken(),
): Promise<RefreshedSession | null> {
  inflight ??= withLock(() => refreshUnlessRenewed(staleToken)).finally(() => {
    inflight = null;
  });
  return inflight;
}

async function withLock<T>(run: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request('taishan-auth-refresh', run);
  }
  return run();
}

async function refreshUnlessRenewed(staleToken: string | null): Promise<RefreshedSession | null> {
  const current = getStoredToken();
  const user = getStoredUser();
  if (current && user) {
    if (lastRenewal?.token === current && Date.now() - lastRenewal.at < MIN_REFRESH_INTERVAL_MS) {
      return { token: current, user };
    }
    const claims = current !== staleToken ? decodeClaims(current) : null;
    if (claims && expiresAtMs(claims) - Date.now() > REFRESH_MARGIN_MS) return { token: current, user };
  }
  try {
    const res = await fetch('/api/auth/refresh', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    if (!res.ok) return null;
    const body: unknown = await res.json();
    const { token, user: freshUser } = (body ?? {}) as { token?: unknown; user?: unknown };
    if (typeof token !== 'string' || !decodeClaims(token) || !isUserRecord(freshUser)) return null;
    lastRenewal = { token, at: Date.now() };
    storeSession(token, freshUser);
    return { token, user: freshUser };
  } catch (error) {
    console.warn('会话续期失败', error);
    return null;
  }
}
