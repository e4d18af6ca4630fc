import { NotificationSettingsPage } from '@/features/settings/components/notification-settings-page';

export function NotificationsRoute() {
  return (
    <div className="mx-auto max-w-2xl">
      <NotificationSettingsPage />
    </div>
  );
}
