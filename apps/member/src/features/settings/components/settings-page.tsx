import type { User } from '@taishan/contracts';
import { AppearanceSection } from './appearance-section';
import { NotificationSection } from './notification-section';
import { PrivacySection } from './privacy-section';
import { ProfileSection } from './profile-section';
import { WithSettings } from './settings-state';

export function SettingsPage({ user }: { user: User }) {
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <div className="space-y-4">
        <ProfileSection user={user} />
        <WithSettings rows={3}>{(settings) => <AppearanceSection settings={settings} />}</WithSettings>
      </div>
      <div className="space-y-4">
        <WithSettings rows={8}>{(settings) => <NotificationSection settings={settings} />}</WithSettings>
        <WithSettings rows={4}>{(settings) => <PrivacySection settings={settings} />}</WithSettings>
      </div>
    </div>
  );
}
