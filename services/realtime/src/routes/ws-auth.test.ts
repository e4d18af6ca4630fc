import { describe, expect, it } from 'vitest';
import { newUserId, useRealtime } from '../test/harness.js';

const sut = useRealtime();

describe('/ws sign-in', () => {
  it('greets with connected, then answers a valid member token with auth_success for the token’s member', async () => {
    const userId = newUserId();
    const socket = await sut.open();
    const connected = await socket.next('connected');
    expect(Date.parse(connected.data.serverTime)).toBeGreaterThan(0);
    // The claimed userId is ignored: the token says who this is.
    const token = await sut.token(userId, { username: 'qingfeng' });
    socket.send({ type: 'auth', data: { token, userId: newUserId() } });
    const success = await socket.next('auth_success');
    expect(success).toEqual({ type: 'auth_success', data: { userId, username: 'qingfeng' } });
    socket.close();
  });

  it('refuses a token signed by another key with AUTH_INVALID and closes 4401', async () => {
    const socket = await sut.open();
    socket.send({ type: 'auth', data: { token: await sut.token(newUserId(), { forged: true }) } });
    expect(await socket.next('error')).toEqual({
      type: 'error',
      data: { code: 'AUTH_INVALID', message: '登录状态异常，请重新登录' },
    });
    expect((await socket.closed).code).toBe(4401);
  });

  it('refuses garbage instead of a token with AUTH_INVALID and closes 4401', async () => {
    const socket = await sut.open();
    socket.send({ type: 'auth', data: { token: 'not-a-jwt' } });
    expect((await socket.next('error')).data.code).toBe('AUTH_INVALID');
    expect((await socket.closed).code).toBe(4401);
  });

  it('refuses an admin token (audience admin) with AUTH_INVALID and closes 4401', async () => {
    const socket = await sut.open();
    socket.send({
      type: 'auth',
      data: { token: await sut.token(newUserId(), { aud: 'admin', role: 'admin' }) },
    });
    expect((await socket.next('error')).data).toEqual({
      code: 'AUTH_INVALID',
      message: '登录状态异常，请重新登录',
    });
    expect((await socket.closed).code).toBe(4401);
  });

  it('refuses an expired token with AUTH_EXPIRED and closes 4401', async () => {
    const socket = await sut.open();
    socket.send({ type: 'auth', data: { token: await sut.token(newUserId(), { ttlSeconds: -60 }) } });
    expect((await socket.next('error')).data).toEqual({
      code: 'AUTH_EXPIRED',
      message: '登录已过期，请重新登录',
    });
    expect((await socket.closed).code).toBe(4401);
  });

  it('answers an auth frame without a token with AUTH_REQUIRED and closes 4401', async () => {
    const socket = await sut.open();
    socket.send({ type: 'auth', data: { userId: newUserId() } });
    expect((await socket.next('error')).data).toEqual({ code: 'AUTH_REQUIRED', message: '请先登录' });
    expect((await socket.closed).code).toBe(4401);
  });

  it('answers any other frame before auth with AUTH_REQUIRED and closes 4401', async () => {
    for (const frame of [{ type: 'ping' }, { type: 'join_chat', data: { chatId: 'general' } }, 'not json']) {
      const socket = await sut.open();
      socket.send(frame);
      expect((await socket.next('error')).data).toEqual({ code: 'AUTH_REQUIRED', message: '请先登录' });
      expect((await socket.closed).code).toBe(4401);
    }
  });

  it('closes a socket that never authenticates after AUTH_TIMEOUT_MS with AUTH_REQUIRED and 4401', async () => {
    const { app } = await sut.build({ AUTH_TIMEOUT_MS: '150' });
    const socket = await sut.open(app);
    const started = Date.now();
    expect((await socket.next('error')).data.code).toBe('AUTH_REQUIRED');
    expect((await socket.closed).code).toBe(4401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('ends the session when the token expires: AUTH_EXPIRED then close 4401', async () => {
    const socket = await sut.open();
    socket.send({ type: 'auth', data: { token: await sut.token(newUserId(), { ttlSeconds: 1 }) } });
    await socket.next('auth_success');
    expect((await socket.next('error', undefined, 2500)).data).toEqual({
      code: 'AUTH_EXPIRED',
      message: '登录已过期，请重新登录',
    });
    expect((await socket.closed).code).toBe(4401);
  });

  it('accepts a fresh token of the same member on an open socket, and refuses another member’s', async () => {
    const userId = newUserId();
    const socket = await sut.signIn(userId);
    socket.send({ type: 'auth', data: { token: await sut.token(userId, { ttlSeconds: 900 }) } });
    expect((await socket.next('auth_success')).data.userId).toBe(userId);
    socket.send({ type: 'auth', data: { token: await sut.token(newUserId()) } });
    expect((await socket.next('error')).data.code).toBe('AUTH_INVALID');
    expect((await socket.closed).code).toBe(4401);
  });

  it('handles frames sent right behind auth once signed in (the spec’s client joins at once)', async () => {
    const userId = newUserId();
    sut.chat.join(userId, 'general');
    const socket = await sut.open();
    socket.send({ type: 'auth', data: { token: await sut.token(userId) } });
    socket.send({ type: 'join_chat', data: { chatId: 'general' } });
    socket.send({ type: 'ping' });
    await socket.next('pong');
    await socket.next('room_joined');
    const types = socket.frames.map((f) => f.type);
    expect(types.slice(0, 2)).toEqual(['connected', 'auth_success']);
    expect(types.slice(2).sort()).toEqual(['pong', 'room_joined']);
    socket.close();
  });

  it('reports ready when Redis and NATS answer', async () => {
    const res = await sut.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', service: 'realtime', checks: { redis: 'ok', nats: 'ok' } });
  });
});
