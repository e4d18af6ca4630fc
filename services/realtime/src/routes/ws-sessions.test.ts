import { describe, expect, it } from 'vitest';
import { newUserId, useRealtime } from '../test/harness.js';

const sut = useRealtime({ MAX_SOCKETS_PER_MEMBER: '3' });

describe('who may open a session', () => {
  it('refuses a deleted member’s still-valid token with AUTH_REVOKED and closes 4403', async () => {
    const userId = newUserId();
    sut.chat.deleted.add(userId);
    const socket = await sut.open();
    await socket.next('connected');
    socket.send({ type: 'auth', data: { token: await sut.token(userId) } });
    expect(await socket.next('error')).toEqual({
      type: 'error',
      data: { code: 'AUTH_REVOKED', message: '账号已被删除或已退出' },
    });
    expect((await socket.closed).code).toBe(4403);
  });

  it('caps the sockets one member holds across instances, and frees a place when one closes', async () => {
    const userId = newUserId();
    const other = await sut.build();
    const first = await sut.signIn(userId);
    await sut.signIn(userId, { app: other.app });
    await sut.signIn(userId);

    const fourth = await sut.open(other.app);
    await fourth.next('connected');
    fourth.send({ type: 'auth', data: { token: await sut.token(userId) } });
    expect(await fourth.next('error')).toEqual({
      type: 'error',
      data: { code: 'TOO_MANY_DEVICES', message: '同时在线的设备过多，请先在其他设备上退出' },
    });
    expect((await fourth.closed).code).toBe(4429);

    // Another member is not affected by this one's sockets.
    await sut.signIn(newUserId());

    // The server sees this socket end (injectWS streams never finish a close handshake).
    first.terminate();
    await expect
      .poll(
        async () => {
          const again = await sut.open();
          await again.next('connected');
          again.send({ type: 'auth', data: { token: await sut.token(userId) } });
          const frame = await Promise.race([again.next('auth_success'), again.next('error')]);
          again.terminate();
          return frame.type;
        },
        { timeout: 5_000 },
      )
      .toBe('auth_success');
  });
});
