import { describe, expect, it } from 'vitest';
import { registerMember, uniqueName, useAuthService } from '../test/harness.js';

const sut = useAuthService();

describe('POST /api/auth/register', () => {
  it('creates the member, answers 201 with a token and sets the refresh cookie', async () => {
    const username = uniqueName('qingfeng');
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username, password: 'secret123', nickname: '清风', email: 'qf@example.com' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('注册成功');
    expect(body.user).toMatchObject({
      username,
      nickname: '清风',
      email: 'qf@example.com',
      role: 'member',
      isVerified: false,
    });
    expect(body.token.split('.')).toHaveLength(3);
    const cookie = res.cookies.find((c) => c.name === 'ts_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Strict' });

    const row = await sut.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(row.password_hash).not.toContain('secret123');
    const event = await sut.events.waitFor('events.user.registered', (e) => e.payload.userId === row.id);
    expect(event.payload).toMatchObject({ username, nickname: '清风', role: 'member' });
  });

  it('refuses a username that exists in any letter case', async () => {
    const { username } = await registerMember(sut.app);
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: username.toUpperCase(), password: 'secret123', nickname: '明月' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      code: 'USERNAME_TAKEN',
      error: 'Conflict',
      message: '用户名已存在',
      field: 'username',
    });
  });

  it.each([
    [{ password: 'secret123', nickname: '清风' }, 'username', '请输入用户名'],
    [{ username: '  ', password: 'secret123', nickname: '清风' }, 'username', '请输入用户名'],
    [
      { username: 'a!', password: 'secret123', nickname: '清风' },
      'username',
      '用户名需为3-20位字母、数字或下划线',
    ],
    [{ username: 'validname', nickname: '清风' }, 'password', '请输入密码'],
    [{ username: 'validname', password: '12345', nickname: '清风' }, 'password', '密码至少需要6位'],
    [{ username: 'validname', password: 'secret123' }, 'nickname', '请输入昵称'],
    [
      { username: 'validname', password: 'secret123', nickname: '一'.repeat(21) },
      'nickname',
      '昵称不能超过20个字符',
    ],
    [
      { username: 'validname', password: 'secret123', nickname: '清风', email: 'not-mail' },
      'email',
      '邮箱格式不正确',
    ],
  ])('refuses %j with 400 naming %s', async (payload, field, message) => {
    const res = await sut.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      error: 'Bad Request',
      message,
      field,
    });
    const count = await sut.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('username', '=', 'validname')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('accepts an empty e-mail as none', async () => {
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: uniqueName(), password: 'secret123', nickname: '玄真', email: '' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.email).toBeNull();
  });

  it('answers malformed JSON with a Chinese 400', async () => {
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('请求内容不是有效的JSON');
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password', async () => {
    const { username, user } = await registerMember(sut.app);
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: 'secret123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: '登录成功', user: { id: user.id, username } });
    expect(res.cookies.some((c) => c.name === 'ts_refresh')).toBe(true);
  });

  it('gives the same 登录失败 for a wrong password and an unknown user', async () => {
    const { username } = await registerMember(sut.app);
    const wrong = await sut.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: 'nope-nope' },
    });
    const unknown = await sut.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nobody_here', password: 'secret123' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        code: 'LOGIN_FAILED',
        error: 'Unauthorized',
        message: '登录失败',
      });
    }
  });

  it('requires username and password', async () => {
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'someone' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: '请输入密码', field: 'password' });
  });

  it('does not let an administrator in through the member login', async () => {
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: 'initial-admin-pass' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('登录失败');
  });
});
