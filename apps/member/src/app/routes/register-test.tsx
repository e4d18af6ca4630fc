import { lazy } from 'react';
import { useAuth } from '@/lib/auth-provider';
import { DebugOnly } from './debug-only';

const RegisterTest = lazy(() =>
  import('@/features/debug/components/register-test').then((m) => ({ default: m.RegisterTest })),
);

/** Reachable signed in or not; visitors get it on a plain page without the member frame. */
export function RegisterTestRoute() {
  const auth = useAuth();
  return (
    <DebugOnly>
      {auth.status === 'authenticated' ? (
        <RegisterTest />
      ) : (
        <div className="min-h-dvh px-4 py-8">
          <RegisterTest />
        </div>
      )}
    </DebugOnly>
  );
}
