import { RPC_REALTIME_PRESENCE } from '@taishan/contracts';
import { describe, expect, it } from 'vitest';
import { createPresenceStore } from '../domain/presence-store.js';
import { newUserId, sleep, TEST_GRACE_MS, until, useRealtime } from '../test/harness.js';

const sut = useRealtime();

async function askPresence(userIds: unknown): Promise<unknown> {
  const reply = await sut.chat.nc.request(
    `${sut.test.natsPrefix}.${RPC_REALTIME_PRESENCE}`,
    JSON.stringify({ userIds }),
    { timeout: 2000 },
  );
  // The rpc wire format: {ok:true, data} or {ok:false, error}; the data is what the tests look at.
  const answer = JSON.parse(new TextDecoder().decode(reply.data));
  return answer.ok ? answer.data : answer;
}

const statusesAbout = (userId: string) =>
  sut.chat.published.filter((p) => p.delivery.type === 'user_status' && p.delivery.data.userId === userId);

describe('presence (friends-of played by the chat test double)', () => {
  it('tells friends when a member comes online, and once the grace has passed after the last socket, offline', async () => {
    const [alice, bob] = [newUserId(), newUserId()];
    sut.chat.friends.set(alice, { friendIds: [bob], showOnlineStatus: true });
    const bobSocket = await sut.signIn(bob);
    const aliceSocket = await sut.signIn(alice);
    expect(await bobSocket.next('user_status')).toEqual({
      type: 'user_status',
      data: { userId: alice, isOnline: true },
    });
    expect(await askPresence([alice, bob])).toEqual({ online: [alice, bob] });

    const closedAt = Date.now();
    aliceSocket.terminate();
    // Within the grace she still counts as online: a page reload must not flap.
    await sleep(TEST_GRACE_MS / 3);
    expect(await askPresence([alice])).toEqual({ online: [alice] });
    expect((await bobSocket.next('user_status')).data).toEqual({ userId: alice, isOnline: false });
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(TEST_GRACE_MS);
    expect(await askPresence([alice, bob])).toEqual({ online: [bob] });
    bobSocket.close();
  });

  it('says nothing to friends when a member reconnects within the grace (a page reload)', async () => {
    const [alice, bob] = [newUserId(), newUserId()];
    sut.chat.friends.set(alice, { friendIds: [bob], showOnlineStatus: true });
    const bobSocket = await sut.signIn(bob);
    const first = await sut.signIn(alice);
    await bobSocket.next('user_status');
    first.terminate();
    await sleep(50);
    const second = await sut.signIn(alice);
    await sleep(TEST_GRACE_MS + 400);
    await bobSocket.sync();
    expect(bobSocket.untaken('user_status')).toEqual([]);
    expect(statusesAbout(alice)).toHaveLength(1);
    second.close();
    bobSocket.close();
  });

  it('keeps a member online while another of their sockets is open', async () => {
    const [alice, bob] = [newUserId(), newUserId()];
    sut.chat.friends.set(alice, { friendIds: [bob], showOnlineStatus: true });
    const bobSocket = await sut.signIn(bob);
    const phone = await sut.signIn(alice);
    const laptop = await sut.signIn(alice);
    await bobSocket.next('user_status');
    phone.terminate();
    await sleep(TEST_GRACE_MS + 400);
    expect(await askPresence([alice])).toEqual({ online: [alice] });
    await bobSocket.sync();
    expect(bobSocket.untaken('user_status')).toEqual([]);
    laptop.terminate();
    expect((await bobSocket.next('user_status')).data.isOnline).toBe(false);
    bobSocket.close();
  });

  it('tells nobody when the member turned showOnlineStatus off, yet the raw presence RPC still knows', async () => {
    const [carol, bob] = [newUserId(), newUserId()];
    sut.chat.friends.set(carol, { friendIds: [bob], showOnlineStatus: false });
    const bobSocket = await sut.signIn(bob);
    const friendsAsked = sut.chat.calls.friendsOf;
    const carolSocket = await sut.signIn(carol);
    await until(() => sut.chat.calls.friendsOf > friendsAsked);
    expect(await askPresence([carol])).toEqual({ online: [carol] });
    carolSocket.terminate();
    await until(async () => ((await askPresence([carol])) as { online: string[] }).online.length === 0);
    await sleep(100);
    await bobSocket.sync();
    expect(bobSocket.untaken('user_status')).toEqual([]);
    expect(statusesAbout(carol)).toEqual([]);
    bobSocket.close();
  });

  it('takes a member offline when their instance died without closing (connections expire)', async () => {
    const [dave, bob] = [newUserId(), newUserId()];
    sut.chat.friends.set(dave, { friendIds: [bob], showOnlineStatus: true });
    const bobSocket = await sut.signIn(bob);
    // What a crashed instance leaves behind: a connection nobody will refresh or remove.
    const store = createPresenceStore(sut.ctx.redis, sut.ctx.config.REDIS_PREFIX);
    expect(await store.touch(dave, 'conn-of-a-dead-instance', Date.now() + 200)).toBe('came-online');
    expect(await askPresence([dave])).toEqual({ online: [dave] });
    expect((await bobSocket.next('user_status', undefined, 3000)).data).toEqual({
      userId: dave,
      isOnline: false,
    });
    expect(await askPresence([dave])).toEqual({ online: [] });
    bobSocket.close();
  });

  it('answers rpc.realtime.presence with only the online ids, and refuses a bad request', async () => {
    const userId = newUserId();
    const socket = await sut.signIn(userId);
    await until(async () => ((await askPresence([userId])) as { online: string[] }).online.length === 1);
    expect(await askPresence([newUserId(), userId, newUserId()])).toEqual({ online: [userId] });
    expect(await askPresence([])).toEqual({ online: [] });
    expect(await askPresence('everyone')).toEqual({
      ok: false,
      error: { statusCode: 400, code: 'VALIDATION_FAILED', message: '请求参数无效' },
    });
    socket.close();
  });
});
