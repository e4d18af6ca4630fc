import { DEFAULT_LOCAL_NOTIFICATION_SETTINGS, DEFAULT_SETTINGS } from '@taishan/contracts';
import { describe, expect, it } from 'vitest';
import { alertPlan, isNightTime } from './notification-policy';

const noon = new Date(2025, 5, 15, 12, 0);
const base = {
  kind: 'private' as const,
  account: DEFAULT_SETTINGS.notifications,
  device: DEFAULT_LOCAL_NOTIFICATION_SETTINGS,
  now: noon,
  desktopAllowed: true,
};

describe('alertPlan', () => {
  it('announces a private message every way by default', () => {
    expect(alertPlan(base)).toEqual({ desktop: true, sound: true, vibrate: true });
  });

  it('stays silent without message notifications, in do-not-disturb, and at night in night mode', () => {
    const silent = { desktop: false, sound: false, vibrate: false };
    const off = { ...base.account, messageNotifications: false };
    expect(alertPlan({ ...base, account: off })).toEqual(silent);
    expect(alertPlan({ ...base, account: { ...base.account, doNotDisturb: true } })).toEqual(silent);
    const night = { ...base.account, nightMode: true };
    expect(alertPlan({ ...base, account: night, now: new Date(2025, 5, 15, 23, 30) })).toEqual(silent);
    expect(alertPlan({ ...base, account: night, now: new Date(2025, 5, 15, 7, 59) })).toEqual(silent);
    expect(alertPlan({ ...base, account: night }).sound).toBe(true);
  });

  it('needs group notifications for groups and public rooms', () => {
    const account = { ...base.account, groupNotifications: false };
    expect(alertPlan({ ...base, kind: 'group', account }).sound).toBe(false);
    expect(alertPlan({ ...base, kind: 'public', account }).sound).toBe(false);
    expect(alertPlan({ ...base, kind: 'private', account }).sound).toBe(true);
  });

  it('lets this device turn off what the account allows, never the other way round', () => {
    const device = { ...base.device, sound: false, vibration: false, desktop: false };
    expect(alertPlan({ ...base, device })).toEqual({ desktop: false, sound: false, vibrate: false });
    const account = { ...base.account, soundEnabled: false, vibrationEnabled: false };
    expect(alertPlan({ ...base, account })).toEqual({ desktop: true, sound: false, vibrate: false });
    expect(alertPlan({ ...base, device: { ...base.device, volume: 0 } }).sound).toBe(false);
  });

  it('shows a desktop popup only with push notifications on and the browser permission', () => {
    expect(alertPlan({ ...base, desktopAllowed: false }).desktop).toBe(false);
    expect(alertPlan({ ...base, account: { ...base.account, pushNotifications: false } }).desktop).toBe(
      false,
    );
  });

  it('knows the night', () => {
    expect([22, 0, 7, 8, 21].map((h) => isNightTime(new Date(2025, 0, 1, h)))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
