import { useCallback, useEffect, useState } from 'react';

export type NotificationPermissionState = NotificationPermission | 'unsupported';

const read = (): NotificationPermissionState =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/**
 * The browser's real answer about desktop notifications (granted, denied, default: not asked yet),
 * followed live when the member changes it in the browser's site settings, and a way to ask. Only a
 * press of a button may ask: browsers ignore or punish prompts out of nowhere.
 */
export function useNotificationPermission() {
  const [permission, setPermission] = useState<NotificationPermissionState>(read);

  useEffect(() => {
    if (permission === 'unsupported' || !navigator.permissions?.query) return;
    let status: PermissionStatus | undefined;
    const update = () => setPermission(read());
    navigator.permissions
      .query({ name: 'notifications' })
      .then((result) => {
        status = result;
        status.addEventListener('change', update);
      })
      .catch(() => {});
    return () => status?.removeEventListener('change', update);
  }, [permission]);

  const ask = useCallback(async (): Promise<NotificationPermissionState> => {
    if (typeof Notification === 'undefined') return 'unsupported';
    const result = Notification.permission === 'default' ? await Notification.requestPermission() : read();
    setPermission(result);
    return result;
  }, []);

  return { permission, ask };
}
