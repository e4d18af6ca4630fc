import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, bearer, registerMember, useAuthService } from '../test/harness.js';

const sut = useAuthService();

const NUL = '\u0000';
const INVALID = (field: string) => ({
  statusCode: 400,
  code: 'VALIDATION_FAILED',
  error: 'Bad Request',
  message: '内容包含无效字符',
  field,
});

let member: { token: string; user: { id: string }; username: string };
let admin: string;
beforeAll(async () => {
  member = await registerMember(sut.app);
  const changed = await sut.app.inject({
    method: 'POST',
    url: '/api/admin/password',
    headers: bearer(
      (
        await sut.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { username: 'admin', password: ADMIN_PASSWORD },
        })
      ).json().token,
    ),
    payload: { currentPassword: ADMIN_PASSWORD, newPassword: 'changed-admin-pass' },
  });
  admin = changed.json().token;
});

type Who = 'anyone' | 'member' | 'admin';
const headersOf = (who: Who) =>
  who === 'member' ? bearer(member.token) : who === 'admin' ? bearer(admin) : {};

const login = { username: 'qingfeng', password: 'secret123' };
const registration = { username: 'mingyue_1', password: 'secret123', nickname: '明月', email: null };
const profile = { nickname: '清风', bio: '道法自然', email: null, phone: null };

describe('a NUL byte in any input string is 400 内容包含无效字符, never 500', () => {
  it.each([
    ['POST', '/api/auth/login', 'anyone', { ...login, username: `qing${NUL}feng` }, 'username'],
    ['POST', '/api/auth/login', 'anyone', { ...login, password: `secret${NUL}` }, 'password'],
    ['POST', '/api/auth/register', 'anyone', { ...registration, username: `ming${NUL}yue` }, 'username'],
    ['POST', '/api/auth/register', 'anyone', { ...registration, password: `secret${NUL}123` }, 'password'],
    ['POST', '/api/auth/register', 'anyone', { ...registration, nickname: `明${NUL}月` }, 'nickname'],
    ['POST', '/api/auth/register', 'anyone', { ...registration, email: `my${NUL}@example.com` }, 'email'],
    ['PUT', '/api/user/profile', 'member', { ...profile, nickname: `清${NUL}风` }, 'nickname'],
    ['PUT', '/api/user/profile', 'member', { ...profile, bio: `道法${NUL}自然` }, 'bio'],
    ['PUT', '/api/user/profile', 'member', { ...profile, email: `qf${NUL}@example.com` }, 'email'],
    ['PUT', '/api/user/profile', 'member', { ...profile, phone: `1380013${NUL}8000` }, 'phone'],
    ['GET', '/api/users/search?q=qing%00feng', 'member', undefined, 'q'],
    ['GET', '/api/user/search?username=qing%00feng', 'member', undefined, 'username'],
    ['GET', '/api/admin/users?search=qing%00feng', 'admin', undefined, 'search'],
    ['POST', '/api/admin/login', 'anyone', { username: `ad${NUL}min`, password: 'whatever1' }, 'username'],
    ['POST', '/api/admin/login', 'anyone', { username: 'admin', password: `what${NUL}ever` }, 'password'],
    [
      'POST',
      '/api/admin/password',
      'admin',
      { currentPassword: `changed${NUL}`, newPassword: 'another-admin-pass' },
      'currentPassword',
    ],
    [
      'POST',
      '/api/admin/password',
      'admin',
      { currentPassword: 'changed-admin-pass', newPassword: `another${NUL}admin` },
      'newPassword',
    ],
  ] as const)('%s %s (%s) %j', async (method, url, who, payload, field) => {
    const res = await sut.app.inject({
      method,
      url,
      headers: headersOf(who),
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID(field));
  });

  it('leaves the profile as it was', async () => {
    await sut.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(member.token),
      payload: { ...profile, bio: `道法${NUL}自然` },
    });
    const row = await sut.db
      .selectFrom('users')
      .select(['nickname', 'bio'])
      .where('id', '=', member.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ nickname: '清风', bio: '道法自然，清静无为' });
  });

  it('refuses an avatar version with a NUL byte', async () => {
    const res = await sut.app.inject({ method: 'GET', url: `/api/users/${member.user.id}/avatar?v=ab%00cd` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID('v'));
  });
});
