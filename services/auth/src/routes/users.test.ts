import { DEFAULT_SETTINGS } from '@taishan/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, registerMember, uniqueName, useAuthService } from '../test/harness.js';

const sut = useAuthService();

function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = `----taishan${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const png = (w = 600, h = 400) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 140, b: 30 } } })
    .png()
    .toBuffer();

describe('GET /api/users/search', () => {
  it('finds members by username or nickname and shows e-mail only when they allow it', async () => {
    const tag = uniqueName('seek');
    const shy = await registerMember(sut.app, {
      username: `${tag}_a`,
      nickname: '无名',
      email: 'shy@example.com',
    });
    const open = await registerMember(sut.app, {
      username: `${tag}_b`,
      nickname: '有名',
      email: 'open@example.com',
    });
    await sut.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: bearer(open.token),
      payload: { privacy: { showEmail: true } },
    });
    const me = await registerMember(sut.app);
    const res = await sut.app.inject({
      method: 'GET',
      url: `/api/users/search?q=${tag}`,
      headers: bearer(me.token),
    });
    expect(res.statusCode).toBe(200);
    const found = res.json() as Array<{ id: string; email: string | null }>;
    expect(found.map((u) => u.id).sort()).toEqual([shy.user.id, open.user.id].sort());
    expect(found.find((u) => u.id === shy.user.id)!.email).toBeNull();
    expect(found.find((u) => u.id === open.user.id)!.email).toBe('open@example.com');
  });

  it('treats % and _ as text, never lists the searcher or administrators', async () => {
    const me = await registerMember(sut.app, { nickname: '搜索者' });
    const res = await sut.app.inject({
      method: 'GET',
      url: `/api/users/search?q=${encodeURIComponent('%')}`,
      headers: bearer(me.token),
    });
    expect(res.json()).toEqual([]);
    const admin = await sut.app.inject({
      method: 'GET',
      url: '/api/users/search?q=admin',
      headers: bearer(me.token),
    });
    expect(admin.json()).toEqual([]);
    const self = await sut.app.inject({
      method: 'GET',
      url: `/api/users/search?q=${me.username}`,
      headers: bearer(me.token),
    });
    expect(self.json()).toEqual([]);
  });

  it('needs a search text and a token', async () => {
    const me = await registerMember(sut.app);
    const blank = await sut.app.inject({
      method: 'GET',
      url: '/api/users/search?q=%20',
      headers: bearer(me.token),
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: '请输入搜索内容', field: 'q' });
    const anonymous = await sut.app.inject({ method: 'GET', url: '/api/users/search?q=abc' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/users/{id}', () => {
  it('hides e-mail and phone from others unless the owner allows it', async () => {
    const owner = await registerMember(sut.app, { email: 'owner@example.com' });
    await sut.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(owner.token),
      payload: { nickname: '主人', email: 'owner@example.com', phone: '13800138000', bio: '上善若水' },
    });
    const viewer = await registerMember(sut.app);
    const hidden = await sut.app.inject({
      method: 'GET',
      url: `/api/users/${owner.user.id}`,
      headers: bearer(viewer.token),
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ nickname: '主人', email: null, phone: null, bio: '上善若水' });

    await sut.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: bearer(owner.token),
      payload: { privacy: { showEmail: true, showPhoneNumber: true, profileVisible: false } },
    });
    const shown = await sut.app.inject({
      method: 'GET',
      url: `/api/users/${owner.user.id}`,
      headers: bearer(viewer.token),
    });
    expect(shown.json()).toMatchObject({
      email: 'owner@example.com',
      phone: '13800138000',
      bio: null,
      createdAt: null,
    });
    const self = await sut.app.inject({
      method: 'GET',
      url: `/api/users/${owner.user.id}`,
      headers: bearer(owner.token),
    });
    expect(self.json()).toMatchObject({ bio: '上善若水', email: 'owner@example.com' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const me = await registerMember(sut.app);
    const unknown = await sut.app.inject({
      method: 'GET',
      url: '/api/users/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
      headers: bearer(me.token),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'USER_NOT_FOUND', message: '用户不存在' });
    const bad = await sut.app.inject({
      method: 'GET',
      url: '/api/users/not-an-id',
      headers: bearer(me.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: '无效的编号', field: 'id' });
  });
});

describe('PUT /api/user/profile', () => {
  it('saves nickname, e-mail, phone and bio and announces the change', async () => {
    const me = await registerMember(sut.app);
    const res = await sut.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(me.token),
      payload: {
        nickname: ' 新名字 ',
        email: 'new@example.com',
        phone: '13912345678',
        bio: '致虚极，守静笃',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      nickname: '新名字',
      email: 'new@example.com',
      phone: '13912345678',
      bio: '致虚极，守静笃',
    });
    const row = await sut.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', me.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ nickname: '新名字', email: 'new@example.com', phone: '13912345678' });
    await sut.events.waitFor(
      'events.user.updated',
      (e) => e.payload.userId === me.user.id && e.payload.nickname === '新名字',
    );
  });

  it.each([
    [{ nickname: '', bio: '' }, 'nickname', '请输入昵称'],
    [{ nickname: '好', email: 'x@', bio: '' }, 'email', '邮箱格式不正确'],
    [{ nickname: '好', phone: '12345678901', bio: '' }, 'phone', '手机号格式错误'],
    [{ nickname: '好', bio: '道'.repeat(201) }, 'bio', '个人简介不能超过200个字符'],
  ])('refuses %j', async (payload, field, message) => {
    const me = await registerMember(sut.app);
    const res = await sut.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(me.token),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, field });
    const row = await sut.db
      .selectFrom('users')
      .select('nickname')
      .where('id', '=', me.user.id)
      .executeTakeFirstOrThrow();
    expect(row.nickname).toBe('清风');
  });
});

describe('/api/user/settings', () => {
  it('starts from the spec defaults', async () => {
    const me = await registerMember(sut.app);
    const res = await sut.app.inject({ method: 'GET', url: '/api/user/settings', headers: bearer(me.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_SETTINGS);
  });

  it('merges a partial update and keeps everything else', async () => {
    const me = await registerMember(sut.app);
    const res = await sut.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: bearer(me.token),
      payload: { appearance: { darkMode: true, themeColor: 'blue' }, privacy: { showOnlineStatus: false } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
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
    const res = await sut.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: bearer(me.token),
      payload: { privacy: { showProfilePicture: false, profileVisible: false, allowGroupInvites: false } },
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
    const res = await sut.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: bearer(me.token),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, field });
  });

  it('refuses unknown fields', async () => {
    const me = await registerMember(sut.app);
    const res = await sut.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: bearer(me.token),
      payload: { privacy: { sellMyData: true } },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/user/avatar', () => {
  it('re-encodes an image to a 256 px WebP and serves it with long caching', async () => {
    const me = await registerMember(sut.app);
    const form = multipart('avatar', 'me.png', 'image/png', await png());
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: { ...bearer(me.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('头像更新成功');
    expect(body.avatar).toMatch(new RegExp(`^/api/users/${me.user.id}/avatar\\?v=[0-9a-f]{16}$`));
    expect(body.user.avatar).toBe(body.avatar);

    const served = await sut.app.inject({ method: 'GET', url: body.avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const again = await sut.app.inject({
      method: 'GET',
      url: body.avatar,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('judges the content, not the declared type: text named .png is refused', async () => {
    const me = await registerMember(sut.app);
    const form = multipart('avatar', 'evil.png', 'image/png', Buffer.from('<script>alert(1)</script>'));
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: { ...bearer(me.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FILE_TYPE', message: '请选择图片文件' });
  });

  it('refuses SVG (scriptable) images', async () => {
    const me = await registerMember(sut.app);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const form = multipart('avatar', 'a.svg', 'image/svg+xml', svg);
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: { ...bearer(me.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('请选择图片文件');
  });

  it('refuses more than 5 MB with 413', async () => {
    const me = await registerMember(sut.app);
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const form = multipart('avatar', 'big.png', 'image/png', big);
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: { ...bearer(me.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: '图片大小不能超过5MB' });
    const row = await sut.db
      .selectFrom('users')
      .select('avatar_hash')
      .where('id', '=', me.user.id)
      .executeTakeFirstOrThrow();
    expect(row.avatar_hash).toBeNull();
  });

  it('needs a token', async () => {
    const form = multipart('avatar', 'me.png', 'image/png', await png());
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: form.headers,
      payload: form.payload,
    });
    expect(res.statusCode).toBe(401);
  });
});
