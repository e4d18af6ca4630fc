import { LandingScreen } from '@/features/auth/components/landing-screen';
import { useAuth } from '@/lib/auth-provider';
import { HomeRoute } from './home';

/** `/` is the landing screen for visitors and the home screen for members. */
export function IndexRoute() {
  const auth = useAuth();
  return auth.status === 'authenticated' ? <HomeRoute /> : <LandingScreen />;
}
