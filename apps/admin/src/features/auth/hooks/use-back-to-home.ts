import { clearAdminSession } from '@/lib/admin-session';

/** Going back to the member app ends the admin session too. */
export function useBackToHome() {
  return () => {
    try {
      clearAdminSession();
    } catch (error) {
      console.error('Could not clear the admin session', error);
    }
    // The member app is a different SPA at the site root, outside this router's basename.
    window.location.assign('/');
  };
}
