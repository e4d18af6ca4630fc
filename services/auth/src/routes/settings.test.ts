import { DEFAULT_SETTINGS } from '@taishan/contracts';
import { describe, expect, it } from 'vitest';
import { bearer, putSettings, registerMember, useAuthService } from '../test/harness.js';

const sut = useAuthService();

describe('/api/user/settings', () => {
  it('starts from the spec defaults', async () => {
    const me = await registerMember(sut.app);
    const res = await sut.app.inject({ method: 'GET', url: '/api/user/settings', headers: bearer(me.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...DEFAULT_SETTINGS, version: 1 });
  });

  it('merges a partial update and keeps everything else', async () => {
    const me = await registerMember(sut.app);
    const res = await putSettings(sut.app, me.token, {
      appearance: { darkMode: true, themeColor: 'blue' },
      privacy: { showOnlineStatus: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      version: 2,
      notifications: DEFAULT_SETTINGS.notifications,
      privacy: { ...DEFAULT_SETTINGS.privacy, showOnlineStatus: false },
      appearance: { ...DEFAULT_SETTINGS.appearance, darkMode: true, themeColor: 'blue' },
    });
    const event = await sut.events.waitFor(
      'events.user.updated',
      (e) => e.payload.userId === me.user.id && e.payload.privacy.showOnlineStatus === false,
    );
    expect(event.payload.privacy).toEqual({
      showOnlineStatus: false,
      allowFriendRequests: true,
      allowStrangerMessages: false,
      showProfilePicture: true,
      profileVisible: true,
      allowGroupInvites: true,
    });
  });

  it('announces the avatar, bio and group-invite switches other services enforce', async () => {
    const me = await registerMember(sut.app);
    const res = await putSettings(sut.app, me.token, {
      privacy: { showProfilePicture: false, profileVisible: false, allowGroupInvites: false },
    });
    expect(res.statusCode).toBe(200);
    const event = await sut.events.waitFor(
      'events.user.updated',
      (e) => e.payload.userId === me.user.id && e.payload.privacy.allowGroupInvites === false,
    );
    expect(event.payload.privacy).toEqual({
      showOnlineStatus: true,
      allowFriendRequests: true,
      allowStrangerMessages: false,
      showProfilePicture: false,
      profileVisible: false,
      allowGroupInvites: false,
    });
  });

  it.each([
    [{ appearance: { themeColor: 'pink' } }, 'appearance.themeColor', '主题颜色无效'],
    [{ appearance: { fontSize: 'huge' } }, 'appearance.fontSize', '字体大小无效'],
    [{ notifications: { soundEnabled: 'yes' } }, 'notifications.soundEnabled', '设置值必须是开关'],
  ])('refuses %j', async (payload, field, message) => {
    const me = await registerMember(sut.app);
    const res = await putSettings(sut.app, me.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, field });
  });

  it('refuses unknown fields', async () => {
    const me = await registerMember(sut.app);
    const res = await putSettings(sut.app, me.token, { privacy: { sellMyData: true } });
    expect(res.statusCode).toBe(400);
  });
});
