import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { TempleLoadingScreen } from '@/components/ui/temple-loading-screen';
import { useAuth } from '@/lib/auth-provider';
import { type SignedOutReason, showSessionNotice } from '@/lib/session-notice';
import { MemberLayout } from './layouts/member-layout';
import { isProtectedPath } from './protected-paths';
import { RealtimeBridge } from './realtime-bridge';

/** Sends a visitor away from a member page to the landing screen, with the login guard's toast. */
export function GuardRedirect({ reason }: { reason: SignedOutReason }) {
  useEffect(() => {
    showSessionNotice(reason);
  }, [reason]);
  return <Navigate to="/" replace />;
}

/**
 * The root of every route: the temple loading screen while the login check runs, the member frame
 * once signed in, and for visitors either the bare page or, on a member path, the guard.
 */
export function AuthShell() {
  const auth = useAuth();
  const { pathname } = useLocation();
  if (auth.status === 'unknown') return <TempleLoadingScreen />;
  if (auth.status === 'authenticated') {
    return (
      <MemberLayout>
        <RealtimeBridge />
        <Outlet />
      </MemberLayout>
    );
  }
  if (isProtectedPath(pathname)) return <GuardRedirect reason={auth.reason} />;
  return <Outlet />;
}
