import { friendEntry } from '@taishan/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  befriend,
  eventually,
  fakePresence,
  listen,
  type Member,
  publishEvent,
  registerMember,
  updateMember,
  useChatService,
} from '../test/harness.js';

const sut = useChatService();

const friendsOf = async (m: Member) => {
  const res = await sut.app.inject({ method: 'GET', url: '/api/friends', headers: m.headers });
  expect(res.statusCode).toBe(200);
  return z.array(friendEntry).parse(res.json());
};

describe('GET /api/friends', () => {
  it('lists friends with their status text and presence, hidden when their privacy says so', async () => {
    const me = await registerMember(sut);
    const shown = await registerMember(sut, { nickname: '明心', bio: '致虚极，守静笃' });
    const hidden = await registerMember(sut, { nickname: '隐士', privacy: { showOnlineStatus: false } });
    await befriend(sut, me, shown);
    await befriend(sut, me, hidden);
    const offline = await friendsOf(me);
    expect(offline.every((f) => f.friend.isOnline === false)).toBe(true);
    const presence = fakePresence(sut, new Set([shown.id, hidden.id]));
    try {
      const list = await friendsOf(me);
      expect(list.find((f) => f.friendId === shown.id)!.friend).toMatchObject({
        id: shown.id,
        username: shown.username,
        nickname: '明心',
        firstName: null,
        isOnline: true,
        status: '致虚极，守静笃',
      });
      expect(list.find((f) => f.friendId === hidden.id)!.friend.isOnline).toBe(false);
    } finally {
      presence.stop();
    }
  });

  it('follows profile changes and drops deleted members', async () => {
    const me = await registerMember(sut);
    const b = await registerMember(sut, { nickname: '旧名' });
    await befriend(sut, me, b);
    await updateMember(sut, b, { nickname: '新名', avatar: '/api/users/x/avatar?v=1', bio: '返璞归真' });
    expect((await friendsOf(me))[0]!.friend).toMatchObject({
      nickname: '新名',
      avatar: '/api/users/x/avatar?v=1',
      profileImageUrl: '/api/users/x/avatar?v=1',
      status: '返璞归真',
    });
    await publishEvent(sut, 'events.user.deleted', { userId: b.id, username: b.username });
    await eventually(async () => (await friendsOf(me)).length === 0);
    const rows = await sut.db
      .selectFrom('friendships')
      .select('user_id')
      .where('friend_id', '=', b.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('DELETE /api/friends/{friendId}', () => {
  it('ends the friendship on both sides', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    await befriend(sut, a, b);
    const res = await sut.app.inject({ method: 'DELETE', url: `/api/friends/${b.id}`, headers: a.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: '已删除好友' });
    expect(await friendsOf(b)).toEqual([]);
    const again = await sut.app.inject({ method: 'DELETE', url: `/api/friends/${b.id}`, headers: a.headers });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'NOT_FRIENDS', message: '你们还不是好友' });
  });

  it('tells both members live, so both lists update', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    await befriend(sut, a, b);
    const toA = listen(sut, `deliver.user.${a.id}`);
    const toB = listen(sut, `deliver.user.${b.id}`);
    await toA.ready();
    await toB.ready();
    await sut.app.inject({ method: 'DELETE', url: `/api/friends/${b.id}`, headers: a.headers });
    expect((await toB.waitFor('friend_removed')).data).toEqual({ friendId: a.id });
    expect((await toA.waitFor('friend_removed')).data).toEqual({ friendId: b.id });
    toA.stop();
    toB.stop();
  });
});
