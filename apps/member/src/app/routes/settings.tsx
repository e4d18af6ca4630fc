import { SettingsPage } from '@/features/settings/components/settings-page';
import { useCurrentUser } from '@/lib/auth-provider';

export function SettingsRoute() {
  const user = useCurrentUser();
  return <SettingsPage user={user} />;
}
