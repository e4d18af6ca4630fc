import {
  DEFAULT_LOCAL_NOTIFICATION_SETTINGS,
  type LocalNotificationSettings,
  localNotificationSettings,
} from '@taishan/contracts';

/** Device-only preferences: they describe this browser, so they never leave it. */
export const LOCAL_NOTIFICATION_SETTINGS_KEY = 'notificationSettings';

export function readLocalNotificationSettings(): LocalNotificationSettings {
  try {
    const raw = localStorage.getItem(LOCAL_NOTIFICATION_SETTINGS_KEY);
    if (!raw) return DEFAULT_LOCAL_NOTIFICATION_SETTINGS;
    const parsed = localNotificationSettings.partial().safeParse(JSON.parse(raw));
    return parsed.success
      ? { ...DEFAULT_LOCAL_NOTIFICATION_SETTINGS, ...parsed.data }
      : DEFAULT_LOCAL_NOTIFICATION_SETTINGS;
  } catch {
    return DEFAULT_LOCAL_NOTIFICATION_SETTINGS;
  }
}

export function writeLocalNotificationSettings(value: LocalNotificationSettings) {
  localStorage.setItem(LOCAL_NOTIFICATION_SETTINGS_KEY, JSON.stringify(value));
}
