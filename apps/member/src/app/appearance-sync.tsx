import { type ReactNode, useEffect } from 'react';
import { AppToaster } from '@/components/ui/toaster';
import { useSettings } from '@/features/settings/api/get-settings';
import { applyAppearance } from '@/lib/appearance';
import { useAuth } from '@/lib/auth-provider';

/**
 * Applies the member's stored appearance to the whole app as soon as it loads and whenever it
 * changes (the settings mutations update the same query optimistically). Visitors get the defaults.
 */
export function AppearanceSync({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  const { data } = useSettings({ enabled: signedIn });
  const appearance = signedIn ? data?.appearance : undefined;

  useEffect(() => {
    applyAppearance(appearance);
  }, [appearance]);

  // The page's toaster after the page: an open dialog's own toaster comes first in the document.
  return (
    <>
      {children}
      <AppToaster dark={appearance?.darkMode ?? false} place="page" />
    </>
  );
}
