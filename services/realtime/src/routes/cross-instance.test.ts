import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { newUserId, sleep, TEST_GRACE_MS, useRealtime } from '../test/harness.js';
import type { TestSocket } from '../test/test-socket.js';

const sut = useRealtime();
let urlA = '';
let urlB = '';
let appA: FastifyInstance;

beforeAll(async () => {
  // Two instances sharing nothing but Redis and NATS, reached over real TCP like behind the gateway.
  appA = (await sut.build()).app;
  urlA = await appA.listen({ port: 0, host: '127.0.0.1' });
  urlB = await sut.app.listen({ port: 0, host: '127.0.0.1' });
});

async function signIn(url: string, userId: string, username = 'tester'): Promise<TestSocket> {
  const socket = await sut.connect(url);
  await socket.next('connected');
  socket.send({ type: 'auth', data: { token: await sut.token(userId, { username }) } });
  await socket.next('auth_success');
  return socket;
}

describe('two realtime instances (chat played by the test double)', () => {
  it('a member on instance A sends, a member on instance B receives new_message', async () => {
    const [alice, bob] = [newUserId(), newUserId()];
    const room = crypto.randomUUID();
    sut.chat.join(alice, room);
    sut.chat.join(bob, room);
    const aliceSocket = await signIn(urlA, alice);
    const bobSocket = await signIn(urlB, bob);
    aliceSocket.send({
      type: 'send_message',
      data: { chatId: room, content: '上善若水', messageType: 'text', clientId: 'c-cross-0001' },
    });
    const stored = (await aliceSocket.next('message')).data;
    expect((await bobSocket.next('new_message')).data).toEqual(stored);
    expect(stored.content).toBe('上善若水');

    bobSocket.send({ type: 'typing', data: { chatId: room, isTyping: true } });
    expect((await aliceSocket.next('typing')).data).toEqual({
      chatId: room,
      userId: bob,
      nickname: 'tester',
      isTyping: true,
    });
    aliceSocket.close();
    bobSocket.close();
  });

  it('counts a member online while a socket is open on either instance, and tells friends on the other', async () => {
    const [alice, bob] = [newUserId(), newUserId()];
    sut.chat.friends.set(alice, { friendIds: [bob], showOnlineStatus: true });
    const bobSocket = await signIn(urlB, bob);
    const onA = await signIn(urlA, alice);
    expect((await bobSocket.next('user_status')).data).toEqual({ userId: alice, isOnline: true });
    const onB = await signIn(urlB, alice);
    onA.close();
    await onA.closed;
    await sleep(TEST_GRACE_MS + 400);
    await bobSocket.sync();
    expect(bobSocket.untaken('user_status')).toEqual([]);
    onB.close();
    expect((await bobSocket.next('user_status')).data).toEqual({ userId: alice, isOnline: false });
    bobSocket.close();
  });

  it('session_revoked closes the member’s sockets on every instance', async () => {
    const userId = newUserId();
    const onA = await signIn(urlA, userId);
    const onB = await signIn(urlB, userId);
    await sut.chat.publishUser(userId, { type: 'session_revoked', data: { userId } });
    expect((await onA.closed).code).toBe(4403);
    expect((await onB.closed).code).toBe(4403);
  });

  it('an instance shutting down closes its sockets with 1001; moving to the other within the grace does not flap', async () => {
    const [alice, bob] = [newUserId(), newUserId()];
    sut.chat.friends.set(alice, { friendIds: [bob], showOnlineStatus: true });
    const bobSocket = await signIn(urlB, bob);
    const aliceSocket = await signIn(urlA, alice);
    await bobSocket.next('user_status');
    await appA.close();
    expect(await aliceSocket.closed).toEqual({ code: 1001, reason: 'SERVER_SHUTDOWN' });
    // The client reconnects (to the instance still running) well inside the grace.
    const again = await signIn(urlB, alice);
    await sleep(TEST_GRACE_MS + 400);
    await bobSocket.sync();
    expect(bobSocket.untaken('user_status')).toEqual([]);
    again.close();
    bobSocket.close();
  });
});
