import { useEffect } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** The review belongs to administrators, who sign in to the admin console (issue 4). */
export const ADMIN_VERIFICATIONS_URL = '/admin/verifications';

export function AdminVerificationRoute() {
  useEffect(() => {
    window.location.assign(ADMIN_VERIFICATIONS_URL);
  }, []);
  return (
    <p className="flex items-center justify-center gap-2 py-16 text-sm text-ink-muted">
      <Spinner />
      正在前往管理后台的实名认证审核...
    </p>
  );
}
