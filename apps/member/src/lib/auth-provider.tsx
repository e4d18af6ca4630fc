import type { User } from '@taishan/contracts';
import { createContext, type ReactNode, use, useCallback, useEffect, useRef, useState } from 'react';
import {
  AUTH_CHANGE_EVENT,
  AUTH_TOKEN_KEY,
  type AuthChangeDetail,
  getStoredToken,
  getStoredUser,
  removeStoredSession,
  USER_KEY,
} from './auth-storage';
import { decodeClaims, expiresAtMs } from './jwt';
import { type SignedOutReason, showSessionNotice } from './session-notice';
import { REFRESH_MARGIN_MS, refreshSession } from './session-refresh';

export type AuthState =
  | { status: 'unknown' }
  | { status: 'authenticated'; token: string; user: User; expiresAt: number }
  | { status: 'unauthenticated'; reason: SignedOutReason };

const AuthContext = createContext<AuthState | null>(null);

const RECHECK_MIN_MS = 5000;
// setTimeout fires at once for delays past 2^31-1 ms.
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The session state, read from storage at start. A token that is expired or about to expire is
 * first renewed through the refresh cookie, so members stay signed in; only when that fails are
 * the token and user removed.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'unknown' });
  const generation = useRef(0);

  const check = useCallback(async (reasonHint?: SignedOutReason) => {
    const run = ++generation.current;
    const token = getStoredToken();
    const user = getStoredUser();
    if (!token) {
      removeStoredSession();
      setState({ status: 'unauthenticated', reason: reasonHint ?? 'none' });
      return;
    }
    const claims = decodeClaims(token);
    if (!claims || !user) {
      removeStoredSession();
      setState({ status: 'unauthenticated', reason: 'invalid' });
      return;
    }
    const expiresAt = expiresAtMs(claims);
    if (expiresAt - Date.now() > REFRESH_MARGIN_MS) {
      setState({ status: 'authenticated', token, user, expiresAt });
      return;
    }
    const refreshed = await refreshSession(token);
    // Storing the refreshed session fires authChange, whose own check now owns the state.
    if (run !== generation.current) return;
    if (refreshed) {
      const fresh = decodeClaims(refreshed.token);
      if (fresh) {
        setState({
          status: 'authenticated',
          token: refreshed.token,
          user: refreshed.user,
          expiresAt: expiresAtMs(fresh),
        });
        return;
      }
    }
    if (expiresAt > Date.now()) {
      // Still usable for a moment: keep it and try again when it runs out.
      setState({ status: 'authenticated', token, user, expiresAt });
      return;
    }
    removeStoredSession();
    setState({ status: 'unauthenticated', reason: 'expired' });
  }, []);

  useEffect(() => {
    void check();
    const onAuthChange = (event: Event) => {
      void check((event as CustomEvent<AuthChangeDetail>).detail?.reason);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === AUTH_TOKEN_KEY || event.key === USER_KEY) void check();
    };
    // Timers stall while a phone sleeps; look again as soon as the page is visible.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    window.addEventListener(AUTH_CHANGE_EVENT, onAuthChange);
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener(AUTH_CHANGE_EVENT, onAuthChange);
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [check]);

  // Renew shortly before expiry while the app runs (or re-check right after it, if renewal failed).
  const expiresAt = state.status === 'authenticated' ? state.expiresAt : null;
  useEffect(() => {
    if (expiresAt === null) return;
    const left = expiresAt - Date.now();
    // After a failed (or clock-confused) renewal, look again at expiry, but never in a tight loop.
    const delay = left > REFRESH_MARGIN_MS ? left - REFRESH_MARGIN_MS : Math.max(left + 1000, RECHECK_MIN_MS);
    const timer = setTimeout(() => void check(), Math.min(delay, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [expiresAt, check]);

  // A session that ends while in use is announced wherever the member happens to be.
  const previous = useRef<AuthState['status']>('unknown');
  useEffect(() => {
    if (previous.current === 'authenticated' && state.status === 'unauthenticated') {
      if (state.reason === 'expired' || state.reason === 'invalid') showSessionNotice(state.reason);
    }
    previous.current = state.status;
  }, [state]);

  return <AuthContext value={state}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const state = use(AuthContext);
  if (!state) throw new Error('useAuth must be used inside AuthProvider');
  return state;
}

/** The signed-in member; only for components rendered behind the login guard. */
export function useCurrentUser(): User {
  const state = useAuth();
  if (state.status !== 'authenticated') throw new Error('useCurrentUser needs a signed-in member');
  return state.user;
}

export function useOptionalUser(): User | null {
  const state = useAuth();
  return state.status === 'authenticated' ? state.user : null;
}
