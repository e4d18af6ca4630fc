import type { LocalNotificationSettings, NotificationSettings } from '@taishan/contracts';

export type ConversationKind = 'private' | 'group' | 'public';

export interface AlertPlan {
  desktop: boolean;
  sound: boolean;
  vibrate: boolean;
}

const SILENT: AlertPlan = { desktop: false, sound: false, vibrate: false };

/** 夜间模式: muted from 22:00 until 08:00 local time. */
export function isNightTime(now: Date): boolean {
  const hour = now.getHours();
  return hour >= 22 || hour < 8;
}

/**
 * How to announce one incoming message: the member's account settings decide whether and how,
 * this device's own preferences may only turn things further off. Group and public rooms also
 * need 群组通知; 勿扰模式 and 夜间模式 (at night) silence everything; the desktop popup also needs
 * 推送通知 and the browser's permission.
 */
export function alertPlan(input: {
  kind: ConversationKind;
  account: NotificationSettings;
  device: LocalNotificationSettings;
  now: Date;
  desktopAllowed: boolean;
}): AlertPlan {
  const { kind, account, device, now } = input;
  if (!account.messageNotifications) return SILENT;
  if (kind !== 'private' && !account.groupNotifications) return SILENT;
  if (account.doNotDisturb) return SILENT;
  if (account.nightMode && isNightTime(now)) return SILENT;
  return {
    desktop: device.desktop && account.pushNotifications && input.desktopAllowed,
    sound: account.soundEnabled && device.sound && device.volume > 0,
    vibrate: account.vibrationEnabled && device.vibration,
  };
}
