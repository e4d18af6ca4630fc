import { errorReply, friendEntry, friendReply } from '@taishan/contracts';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  befriend,
  eventually,
  fakePresence,
  type Member,
  publishEvent,
  registerMember,
  updateMember,
  useChatService,
} from '../test/harness.js';

const sut = useChatService();

const add = (m: Member, payload: unknown) =>
  sut.app.inject({ method: 'POST', url: '/api/friends', headers: m.headers, payload: payload as object });

const friendsOf = async (m: Member) => {
  const res = await sut.app.inject({ method: 'GET', url: '/api/friends', headers: m.headers });
  expect(res.statusCode).toBe(200);
  return z.array(friendEntry).parse(res.json());
};

describe('POST /api/friends', () => {
  it('adds a friend at once and both ways, and announces it', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut, { nickname: '云游' });
    const res = await add(a, { friendId: b.id });
    expect(res.statusCode).toBe(201);
    expect(friendReply.parse(res.json())).toEqual({ success: true, message: '你们已结为道友' });
    const rows = await sut.db
      .selectFrom('friendships')
      .select(['user_id', 'friend_id'])
      .where((eb) => eb.or([eb('user_id', '=', a.id), eb('user_id', '=', b.id)]))
      .execute();
    expect(rows).toHaveLength(2);
    expect((await friendsOf(b)).map((f) => f.friendId)).toEqual([a.id]);
    const event = await sut.events.waitFor('events.friend.added', (e) => e.payload.userId === a.id);
    expect(event.payload.friendId).toBe(b.id);
  });

  it('refuses yourself, an existing friend, closed friend requests and unknown members', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    const self = await add(a, { friendId: a.id });
    expect(self.statusCode).toBe(400);
    expect(errorReply.parse(self.json())).toMatchObject({
      code: 'CANNOT_ADD_SELF',
      message: '不能添加自己为好友',
      field: 'friendId',
    });
    await befriend(sut, a, b);
    const twice = await add(b, { friendId: a.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'ALREADY_FRIENDS', message: '你们已经是好友了' });
    const closed = await registerMember(sut, { privacy: { allowFriendRequests: false } });
    const refused = await add(a, { friendId: closed.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FRIEND_REQUESTS_CLOSED', message: '对方已关闭好友申请' });
    const unknown = await add(a, { friendId: uuidv7() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'USER_NOT_FOUND', message: '用户不存在' });
    const admin = await registerMember(sut, { role: 'admin' });
    expect((await add(a, { friendId: admin.id })).statusCode).toBe(404);
  });

  it.each([[{}], [{ friendId: 'abc' }], [{ friendId: 42 }]])('refuses %j', async (payload) => {
    const a = await registerMember(sut);
    const res = await add(a, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: '请选择好友', field: 'friendId' });
  });

  it('adds once when both add each other at the same moment', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    const replies = await Promise.all([add(a, { friendId: b.id }), add(b, { friendId: a.id })]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await friendsOf(a)).toHaveLength(1);
  });
});

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
});
