import { RegisterTest } from '@/features/debug/components/register-test';
import { useAuth } from '@/lib/auth-provider';

/** Reachable signed in or not; visitors get it on a plain page without the member frame. */
export function RegisterTestRoute() {
  const auth = useAuth();
  if (auth.status === 'authenticated') return <RegisterTest />;
  return (
    <div className="min-h-dvh px-4 py-8">
      <RegisterTest />
    </div>
  );
}
