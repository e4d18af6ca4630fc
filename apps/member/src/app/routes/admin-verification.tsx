import { useLayoutEffect } from 'react';

/** Where administrators review real-name applications: the admin console, with its own sign-in. */
export const ADMIN_VERIFICATIONS_URL = '/admin/verifications';

/**
 * The spec keeps /admin-verification as a member route, but the review is the admin console's:
 * the route is only a redirect there (replacing itself, so Back does not bounce), never a page.
 */
export function AdminVerificationRoute() {
  useLayoutEffect(() => {
    window.location.replace(ADMIN_VERIFICATIONS_URL);
  }, []);
  return null;
}
