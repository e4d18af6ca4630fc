import { describe, expect, it } from 'vitest';
import {
  bearer,
  putProfile,
  putSettings,
  registerMember,
  uniqueName,
  useAuthService,
} from '../test/harness.js';

const sut = useAuthService();

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
    await putSettings(sut.app, open.token, { privacy: { showEmail: true } });
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
    await putProfile(sut.app, owner.token, {
      nickname: '主人',
      email: 'owner@example.com',
      phone: '13800138000',
      bio: '上善若水',
    });
    const viewer = await registerMember(sut.app);
    const hidden = await sut.app.inject({
      method: 'GET',
      url: `/api/users/${owner.user.id}`,
      headers: bearer(viewer.token),
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ nickname: '主人', email: null, phone: null, bio: '上善若水' });

    await putSettings(sut.app, owner.token, {
      privacy: { showEmail: true, showPhoneNumber: true, profileVisible: false },
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
    const res = await putProfile(sut.app, me.token, {
      nickname: ' 新名字 ',
      email: 'new@example.com',
      phone: '13912345678',
      bio: '致虚极，守静笃',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      nickname: '新名字',
      email: 'new@example.com',
      phone: '13912345678',
      bio: '致虚极，守静笃',
      profileVersion: 2,
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
    const res = await putProfile(sut.app, me.token, payload);
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
