import { Navigate, useLocation, useNavigate } from 'react-router';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { useAdminSession } from '@/lib/admin-session';

type FromState = { from?: string } | null;

/** /admin/: the login page without a session; the members page until the dashboard exists. */
export function HomeRoute() {
  const session = useAdminSession();
  const navigate = useNavigate();
  const location = useLocation();
  if (session) return <Navigate to="/users" replace />;

  const from = (location.state as FromState)?.from;
  return (
    <LoginScreen
      onLoggedIn={(mustChangePassword) => {
        // With the initial password unchanged the session root shows the change screen anyway.
        if (!mustChangePassword) navigate(from ?? '/users', { replace: true });
      }}
    />
  );
}
