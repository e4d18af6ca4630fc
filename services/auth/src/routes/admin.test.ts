import { listen } from '@taishan/testing';
import { describe, expect, it } from 'vitest';
import { ensureInitialAdmin } from '../domain/admin.js';
import { ADMIN_PASSWORD, bearer, registerMember, uniqueName, useAuthService } from '../test/harness.js';

const sut = useAuthService();
const NEW_PASSWORD = 'a-much-better-pass';

async function login(password: string) {
  return sut.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: 'admin', password },
  });
}

/** Tests after the first describe run with the password already changed. */
let token = '';

describe('first admin login', () => {
  it('signs the configured first admin in and demands a password change', async () => {
    const res = await login(ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      mustChangePassword: true,
      message: '登录成功',
      admin: { username: 'admin', fullName: '系统管理员' },
    });
    const claims = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ aud: 'admin', role: 'admin', pwc: true });
    token = body.token;
  });

  it('refuses every other admin call until the password is changed', async () => {
    const res = await sut.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      statusCode: 403,
      code: 'AUTH_PASSWORD_CHANGE_REQUIRED',
      error: 'Forbidden',
      message: '请先修改初始密码',
    });
  });

  it.each([
    [{ currentPassword: 'wrong-password', newPassword: NEW_PASSWORD }, 'currentPassword', '当前密码错误'],
    [
      { currentPassword: ADMIN_PASSWORD, newPassword: ADMIN_PASSWORD },
      'newPassword',
      '新密码不能与当前密码相同',
    ],
    [{ currentPassword: ADMIN_PASSWORD, newPassword: 'short' }, 'newPassword', '新密码至少需要8位'],
    [{ newPassword: NEW_PASSWORD }, 'currentPassword', '请输入当前密码'],
  ])('refuses the change %j', async (payload, field, message) => {
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/admin/password',
      headers: bearer(token),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, field });
  });

  it('changes the password, answers a fresh token and the old password stops working', async () => {
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/admin/password',
      headers: bearer(token),
      payload: { currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mustChangePassword: false, message: '密码已修改' });
    token = res.json().token;
    expect((await login(ADMIN_PASSWORD)).statusCode).toBe(401);
    const fresh = await login(NEW_PASSWORD);
    expect(fresh.json().mustChangePassword).toBe(false);
    const audit = await sut.db.selectFrom('admin_audit').select('action').orderBy('created_at').execute();
    expect(audit.map((a) => a.action)).toEqual(['admin.login', 'admin.password_changed', 'admin.login']);
  });

  it('requires both fields and answers 登录失败 for a wrong password', async () => {
    const missing = await sut.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'admin' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('请输入用户名和密码');
    const wrong = await login('not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('登录失败');
  });

  it('does not let a member sign in to the console', async () => {
    const member = await registerMember(sut.app);
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: member.username, password: 'secret123' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('member management', () => {
  it('refuses members (403) and strangers (401)', async () => {
    const member = await registerMember(sut.app);
    const asMember = await sut.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: bearer(member.token),
    });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toMatchObject({ code: 'AUTH_FORBIDDEN', message: '没有权限执行此操作' });
    const anonymous = await sut.app.inject({ method: 'GET', url: '/api/admin/users' });
    expect(anonymous.statusCode).toBe(401);
    for (const [method, url] of [
      ['PUT', `/api/admin/users/${member.user.id}`],
      ['DELETE', `/api/admin/users/${member.user.id}`],
      ['GET', '/api/admin/activities'],
    ] as const) {
      const res = await sut.app.inject({
        method,
        url,
        headers: bearer(member.token),
        payload: { isVerified: true },
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('pages 20 at a time, newest first, and searches', async () => {
    const tag = uniqueName('page');
    for (let i = 0; i < 22; i++)
      await registerMember(sut.app, { username: `${tag}_${String(i).padStart(2, '0')}` });
    const first = await sut.app.inject({
      method: 'GET',
      url: `/api/admin/users?page=1&limit=20&search=${tag}`,
      headers: bearer(token),
    });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.pagination).toEqual({ page: 1, limit: 20, totalItems: 22, totalPages: 2 });
    expect(body.users).toHaveLength(20);
    expect(body.users[0]).toMatchObject({
      username: `${tag}_21`,
      role: 'normal',
      isVerified: false,
      isOnline: false,
    });
    const second = await sut.app.inject({
      method: 'GET',
      url: `/api/admin/users?page=2&limit=20&search=${tag}`,
      headers: bearer(token),
    });
    expect(second.json().users.map((u: { username: string }) => u.username)).toEqual([
      `${tag}_01`,
      `${tag}_00`,
    ]);
    const all = await sut.app.inject({
      method: 'GET',
      url: '/api/admin/users?search=admin',
      headers: bearer(token),
    });
    expect(all.json().users[0]).toMatchObject({ username: 'admin', role: 'admin' });
  });

  it('toggles the verified flag, audits it and announces it', async () => {
    const member = await registerMember(sut.app);
    const devices = listen(sut, `deliver.user.${member.user.id}`);
    await devices.ready();
    const on = await sut.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${member.user.id}`,
      headers: bearer(token),
      payload: { isVerified: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id: member.user.id, isVerified: true });
    const row = await sut.db
      .selectFrom('users')
      .select('is_verified')
      .where('id', '=', member.user.id)
      .executeTakeFirstOrThrow();
    expect(row.is_verified).toBe(true);
    await sut.events.waitFor(
      'events.user.updated',
      (e) => e.payload.userId === member.user.id && e.payload.isVerified,
    );
    // The member's open apps show the badge without a reload.
    expect(await devices.waitFor('profile_changed')).toEqual({
      type: 'profile_changed',
      data: { profileVersion: 1 },
    });
    devices.stop();
    const audit = await sut.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('target_id', '=', member.user.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'user.verified', admin_username: 'admin' });

    const bad = await sut.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${member.user.id}`,
      headers: bearer(token),
      payload: { isVerified: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('isVerified 必须是布尔值');
  });

  it('deletes a member: sessions end, login fails, the event goes out', async () => {
    const member = await registerMember(sut.app);
    const res = await sut.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${member.user.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: '用户已删除' });
    const refresh = await sut.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { ts_refresh: member.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    const relogin = await sut.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: member.username, password: 'secret123' },
    });
    expect(relogin.statusCode).toBe(401);
    const me = await sut.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(member.token) });
    expect(me.statusCode).toBe(404);
    await sut.events.waitFor('events.user.deleted', (e) => e.payload.userId === member.user.id);
    const again = await sut.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${member.user.id}`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('用户不存在');
  });

  it('refuses to delete the admin account', async () => {
    const admin = await sut.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const res = await sut.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${admin.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'CANNOT_DELETE_ADMIN',
      error: 'Bad Request',
      message: '不能删除管理员账户',
    });
  });

  it('lists recent admin activity, newest first', async () => {
    const res = await sut.app.inject({ method: 'GET', url: '/api/admin/activities', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const items = res.json() as Array<{ description: string }>;
    expect(items.length).toBeLessThanOrEqual(5);
    expect(items[0]!.description).toMatch(/^管理员 admin 删除了会员 /);
  });
});

describe('start-up', () => {
  it('creates the first admin only once, whatever restarts follow', async () => {
    await ensureInitialAdmin(sut.ctx, 'another-initial-pass');
    const admins = await sut.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    expect(admins).toHaveLength(1);
  });
});
