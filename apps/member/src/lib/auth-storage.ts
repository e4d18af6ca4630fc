import type { User } from '@taishan/contracts';

/** Browser storage keys of the member session. */
export const AUTH_TOKEN_KEY = 'authToken';
export const USER_KEY = 'user';
/** Same-tab signal that the stored session changed (other tabs get the native `storage` event). */
export const AUTH_CHANGE_EVENT = 'authChange';

/** Why a session ended, so the login guard can say the right thing. */
export type SessionEndReason = 'expired' | 'invalid' | 'logout';
export interface AuthChangeDetail {
  reason?: SessionEndReason;
}

export function getStoredToken(): string | null {
  return localStorage.getItem(AUTH_TOKEN_KEY);
}

/** The stored user, or null when it is absent or not a user record. */
export function getStoredUser(): User | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isUserRecord(value) ? value : null;
  } catch {
    return null;
  }
}

/** Lenient on purpose: a missing optional field must not sign a member out. */
export function isUserRecord(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const { id, username } = value as { id?: unknown; username?: unknown };
  return typeof id === 'string' && typeof username === 'string';
}

function notify(detail: AuthChangeDetail = {}) {
  window.dispatchEvent(new CustomEvent<AuthChangeDetail>(AUTH_CHANGE_EVENT, { detail }));
}

export function storeSession(token: string, user: User) {
  localStorage.setItem(AUTH_TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

export function storeUser(user: User) {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

/** Removes token and user without announcing it (used by the auth check itself). */
export function removeStoredSession() {
  localStorage.removeItem(AUTH_TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

export function clearSession(reason?: SessionEndReason) {
  removeStoredSession();
  notify(reason ? { reason } : {});
}
