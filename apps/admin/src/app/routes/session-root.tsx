import { Outlet, useNavigate } from 'react-router';
import { ChangePasswordScreen } from '@/features/auth/components/change-password-screen';
import { useAdminSession } from '@/lib/admin-session';

/** Until the initial password is changed, whatever the address, the change screen is all there is. */
export function SessionRoot() {
  const session = useAdminSession();
  const navigate = useNavigate();
  if (session?.mustChangePassword) {
    return (
      <ChangePasswordScreen
        adminName={session.admin.fullName || session.admin.username}
        onChanged={() => navigate('/users', { replace: true })}
      />
    );
  }
  return <Outlet />;
}
