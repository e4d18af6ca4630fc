import { NotFoundCard } from '@/components/ui/not-found-card';
import { useAuth } from '@/lib/auth-provider';

export function NotFoundRoute() {
  const auth = useAuth();
  if (auth.status === 'authenticated') {
    return (
      <div className="pt-6">
        <NotFoundCard />
      </div>
    );
  }
  return (
    <div className="flex min-h-dvh items-center justify-center px-4">
      <NotFoundCard />
    </div>
  );
}
