import { z } from 'zod';
import { errorReply } from './common.js';

export const THEME_COLORS = ['amber', 'red', 'blue', 'green', 'purple', 'orange'] as const;
export const FONT_SIZES = ['small', 'medium', 'large', 'extra-large'] as const;
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US', 'ja-JP', 'ko-KR'] as const;

const flag = z.boolean({ message: '设置值必须是开关' });

/**
 * The notification flags and the eight toggles of the /notifications page, kept in one stored
 * record that follows the member across devices.
 */
export const notificationSettings = z.object({
  messageNotifications: flag,
  callNotifications: flag,
  systemUpdates: flag,
  soundEnabled: flag,
  vibrationEnabled: flag,
  pushNotifications: flag,
  groupNotifications: flag,
  doNotDisturb: flag,
  nightMode: flag,
});

/**
 * The privacy flags and the eight toggles of the /privacy page. The page's `onlineStatus`
 * is the same fact as `showOnlineStatus`, so it is stored once under that name.
 */
export const privacySettings = z.object({
  showOnlineStatus: flag,
  allowFriendRequests: flag,
  showProfilePicture: flag,
  dataCollection: flag,
  profileVisible: flag,
  allowGroupInvites: flag,
  showLastSeen: flag,
  allowStrangerMessages: flag,
  showPhoneNumber: flag,
  showEmail: flag,
});

export const appearanceSettings = z.object({
  darkMode: flag,
  fontSize: z.enum(FONT_SIZES, { message: '字体大小无效' }),
  language: z.enum(LANGUAGES, { message: '语言无效' }),
  themeColor: z.enum(THEME_COLORS, { message: '主题颜色无效' }),
});

export const settings = z.object({
  notifications: notificationSettings,
  privacy: privacySettings,
  appearance: appearanceSettings,
});
export type Settings = z.infer<typeof settings>;
/** GET and PUT /api/user/settings: the settings and their version (a save names it in `If-Match`). */
export const settingsReply = settings.extend({ version: z.number().int() });
export type SettingsReply = z.infer<typeof settingsReply>;
/** The 409 of a settings save based on an older version: the settings as they now stand. */
export const settingsConflictReply = errorReply.extend({ current: settingsReply });
export type SettingsConflictReply = z.infer<typeof settingsConflictReply>;
export type PrivacySettings = z.infer<typeof privacySettings>;
export type NotificationSettings = z.infer<typeof notificationSettings>;
export type AppearanceSettings = z.infer<typeof appearanceSettings>;

/** PUT /api/user/settings: any section, any subset of its fields. */
export const settingsUpdate = z
  .object({
    notifications: notificationSettings.partial().strict().optional(),
    privacy: privacySettings.partial().strict().optional(),
    appearance: appearanceSettings.partial().strict().optional(),
  })
  .strict();
export type SettingsUpdate = z.infer<typeof settingsUpdate>;

export const DEFAULT_SETTINGS: Settings = {
  notifications: {
    messageNotifications: true,
    callNotifications: true,
    systemUpdates: false,
    soundEnabled: true,
    vibrationEnabled: true,
    pushNotifications: true,
    groupNotifications: true,
    doNotDisturb: false,
    nightMode: false,
  },
  privacy: {
    showOnlineStatus: true,
    allowFriendRequests: true,
    showProfilePicture: true,
    dataCollection: false,
    profileVisible: true,
    allowGroupInvites: true,
    showLastSeen: false,
    allowStrangerMessages: false,
    showPhoneNumber: false,
    showEmail: false,
  },
  appearance: { darkMode: false, fontSize: 'medium', language: 'zh-CN', themeColor: 'amber' },
};

/** Device-only preferences kept in browser storage under `notificationSettings`, never on the server. */
export const localNotificationSettings = z.object({
  desktop: z.boolean(),
  sound: z.boolean(),
  vibration: z.boolean(),
  volume: z.number().min(0).max(1),
});
export type LocalNotificationSettings = z.infer<typeof localNotificationSettings>;
export const DEFAULT_LOCAL_NOTIFICATION_SETTINGS: LocalNotificationSettings = {
  desktop: true,
  sound: true,
  vibration: true,
  volume: 0.7,
};
