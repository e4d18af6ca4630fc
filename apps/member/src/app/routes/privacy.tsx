import { PrivacySettingsPage } from '@/features/settings/components/privacy-settings-page';

export function PrivacyRoute() {
  return (
    <div className="mx-auto max-w-2xl">
      <PrivacySettingsPage />
    </div>
  );
}
