import { type AdminProfile, adminProfile } from '@taishan/contracts';
import { useSyncExternalStore } from 'react';
import { decodeTokenClaims } from './jwt';

const TOKEN_KEY = 'adminToken';
const USER_KEY = 'adminUser';
const MUST_CHANGE_KEY = 'adminMustChangePassword';

export type AdminSession = {
  token: string;
  admin: AdminProfile;
  mustChangePassword: boolean;
  /** Milliseconds since the epoch, from the token's `exp` claim. */
  expiresAt: number | null;
};

type SessionInput = { token: string; admin: AdminProfile; mustChangePassword: boolean };

const listeners = new Set<() => void>();
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function removeStoredSession() {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    localStorage.removeItem(MUST_CHANGE_KEY);
  } catch {
    // Storage can be unavailable (privacy mode); the in-memory snapshot below still ends the session.
  }
}

/** Reads storage and throws away anything that cannot be a live session (malformed or expired). */
function loadSession(): AdminSession | null {
  let token: string | null;
  let rawUser: string | null;
  let mustChangeFlag: string | null;
  try {
    token = localStorage.getItem(TOKEN_KEY);
    rawUser = localStorage.getItem(USER_KEY);
    mustChangeFlag = localStorage.getItem(MUST_CHANGE_KEY);
  } catch {
    return null;
  }
  if (!token && !rawUser) return null;

  const admin = parseAdmin(rawUser);
  const claims = token && token !== 'undefined' ? decodeTokenClaims(token) : null;
  const expiresAt = typeof claims?.exp === 'number' ? claims.exp * 1000 : null;
  if (!token || !admin || !claims || (expiresAt !== null && expiresAt <= Date.now())) {
    removeStoredSession();
    return null;
  }
  return { token, admin, expiresAt, mustChangePassword: mustChangeFlag === '1' || claims.pwc === true };
}

function parseAdmin(raw: string | null): AdminProfile | null {
  if (!raw || raw === 'undefined') return null;
  try {
    const parsed = adminProfile.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let snapshot: AdminSession | null = typeof window === 'undefined' ? null : loadSession();

function publish() {
  snapshot = loadSession();
  scheduleExpiry();
  for (const listener of listeners) listener();
}

// Admin tokens cannot be refreshed: when one runs out the console goes back to the login page.
function scheduleExpiry() {
  clearTimeout(expiryTimer);
  if (!snapshot?.expiresAt) return;
  // setTimeout overflows past ~24.8 days; admin tokens live two hours.
  const delay = Math.min(Math.max(snapshot.expiresAt - Date.now(), 0) + 500, 2_147_000_000);
  expiryTimer = setTimeout(publish, delay);
}

if (typeof window !== 'undefined') {
  scheduleExpiry();
  // Another tab logging in or out changes this one too.
  window.addEventListener('storage', (event) => {
    if (event.key === null || [TOKEN_KEY, USER_KEY, MUST_CHANGE_KEY].includes(event.key)) publish();
  });
}

export function getAdminSession(): AdminSession | null {
  return snapshot;
}

export function saveAdminSession({ token, admin, mustChangePassword }: SessionInput) {
  const profile: AdminProfile = { id: admin.id, username: admin.username, fullName: admin.fullName };
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(profile));
  if (mustChangePassword) localStorage.setItem(MUST_CHANGE_KEY, '1');
  else localStorage.removeItem(MUST_CHANGE_KEY);
  publish();
}

/** Throws when storage refuses, so a logout can say it failed instead of pretending. */
export function clearAdminSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(MUST_CHANGE_KEY);
  publish();
}

/** The server refused a call until the initial password is changed. */
export function requirePasswordChange() {
  if (!snapshot || snapshot.mustChangePassword) return;
  localStorage.setItem(MUST_CHANGE_KEY, '1');
  publish();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useAdminSession(): AdminSession | null {
  return useSyncExternalStore(subscribe, getAdminSession, () => null);
}
