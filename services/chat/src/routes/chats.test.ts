import {
  chatEntry,
  conversation,
  errorReply,
  PINNED_ROOM_ID,
  PUBLIC_ROOM_IDS,
  publicRoom,
  RECOMMENDED_GROUP_IDS,
  roomDetail,
} from '@taishan/contracts';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bearer,
  befriend,
  fakePresence,
  registerMember,
  say,
  updateMember,
  useChatService,
} from '../test/harness.js';

const sut = useChatService();

const list = async (headers: { authorization: string }) => {
  const res = await sut.app.inject({ method: 'GET', url: '/api/chats/list', headers });
  expect(res.statusCode).toBe(200);
  return z.array(conversation).parse(res.json());
};

describe('who may call', () => {
  it('needs a member token', async () => {
    const res = await sut.app.inject({ method: 'GET', url: '/api/chats/list' });
    expect(res.statusCode).toBe(401);
    expect(errorReply.parse(res.json())).toMatchObject({ code: 'AUTH_MISSING', message: '请先登录' });
    const admin = await sut.token(uuidv7(), { aud: 'admin', role: 'admin' });
    const refused = await sut.app.inject({ method: 'GET', url: '/api/chats/list', headers: bearer(admin) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('没有权限执行此操作');
  });

  it('refuses a valid token of someone this service has not heard of, with a clear message', async () => {
    const stranger = await sut.token(uuidv7());
    const res = await sut.app.inject({ method: 'GET', url: '/api/chats/list', headers: bearer(stranger) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'MEMBER_UNKNOWN', message: '账户资料正在同步，请稍后再试' });
  });

  it.each([
    ['without a token', 401, 'AUTH_MISSING', async () => ({})],
    ['unknown to chat', 403, 'MEMBER_UNKNOWN', async () => bearer(await sut.token(uuidv7()))],
  ])('refuses a caller %s before looking at what they sent', async (_who, statusCode, code, headers) => {
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/chats/general/messages',
      headers: await headers(),
      payload: { content: '' },
    });
    expect(res.json()).toMatchObject({ statusCode, code });
  });
});

describe('GET /api/chats/list', () => {
  it('shows a new member the public rooms, the pinned daodejing first, with real member counts', async () => {
    const me = await registerMember(sut, { nickname: '新道友' });
    const rooms = await list(me.headers);
    expect(rooms.map((r) => r.id).sort()).toEqual([...PUBLIC_ROOM_IDS].sort());
    expect(rooms[0]).toMatchObject({ id: PINNED_ROOM_ID, pinned: true, type: 'public', name: '道德经' });
    const counted = await sut.db
      .selectFrom('room_members')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('room_id', '=', 'general')
      .executeTakeFirstOrThrow();
    expect(rooms.find((r) => r.id === 'general')!.memberCount).toBe(Number(counted.n));
    expect(rooms.every((r) => r.unreadCount === 0 && !r.isOnline)).toBe(true);
  });

  it('counts unread messages from seq, lists a direct room once it has a message, newest first after the pinned room', async () => {
    const a = await registerMember(sut, { nickname: '甲' });
    const b = await registerMember(sut, { nickname: '乙' });
    await befriend(sut, a, b);
    await say(sut, a, 'discussion', '一');
    await say(sut, a, 'discussion', '二');
    await say(sut, a, 'discussion', '三');
    let rooms = await list(b.headers);
    expect(rooms.find((r) => r.id === 'discussion')).toMatchObject({ unreadCount: 3, lastMessage: '三' });
    expect(
      rooms.find((r) => r.id === 'discussion')!.lastSeq -
        rooms.find((r) => r.id === 'discussion')!.lastReadSeq,
    ).toBe(3);
    // The sender has read their own messages.
    expect((await list(a.headers)).find((r) => r.id === 'discussion')!.unreadCount).toBe(0);

    const direct = await sut.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: a.headers,
      payload: { receiverId: b.id, content: '道友好', clientId: 'direct-0001' },
    });
    expect(direct.statusCode).toBe(201);
    rooms = await list(b.headers);
    expect(rooms[0]!.id).toBe(PINNED_ROOM_ID);
    expect(rooms[1]).toMatchObject({
      type: 'private',
      name: '甲',
      participantId: a.id,
      participantName: '甲',
      lastMessage: '道友好',
      unreadCount: 1,
      memberCount: 2,
      pinned: false,
    });
    expect(rooms[2]!.id).toBe('discussion');

    const read = await sut.app.inject({
      method: 'POST',
      url: '/api/chats/discussion/read',
      headers: b.headers,
      payload: { seq: 2 },
    });
    expect(read.json()).toMatchObject({ roomId: 'discussion', unreadCount: 1 });
    expect((await list(b.headers)).find((r) => r.id === 'discussion')!.unreadCount).toBe(1);
  });

  it("shows a direct partner online only when realtime says so and the partner's privacy allows it", async () => {
    const a = await registerMember(sut, { nickname: '在线' });
    const b = await registerMember(sut, { nickname: '看者' });
    await befriend(sut, a, b);
    await sut.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: a.headers,
      payload: { receiverId: b.id, content: '在吗' },
    });
    // Nobody answers presence (realtime down): offline, and the page still loads.
    expect((await list(b.headers)).find((r) => r.participantId === a.id)!.isOnline).toBe(false);
    const presence = fakePresence(sut, new Set([a.id]));
    try {
      expect((await list(b.headers)).find((r) => r.participantId === a.id)!.isOnline).toBe(true);
      await updateMember(sut, a, { privacy: { showOnlineStatus: false } });
      expect((await list(b.headers)).find((r) => r.participantId === a.id)!.isOnline).toBe(false);
    } finally {
      presence.stop();
    }
  });
});

describe('GET /api/chats/public and POST /api/chats/{roomId}/join', () => {
  it('lists the public rooms and the open groups with whether the caller joined', async () => {
    const me = await registerMember(sut);
    const res = await sut.app.inject({ method: 'GET', url: '/api/chats/public', headers: me.headers });
    expect(res.statusCode).toBe(200);
    const rooms = z.array(publicRoom).parse(res.json());
    expect(rooms.map((r) => r.id)).toEqual(['daodejing', 'general', 'discussion', ...RECOMMENDED_GROUP_IDS]);
    expect(rooms.find((r) => r.id === 'study-daodejing')).toMatchObject({
      name: '道德经研读小组',
      type: 'group',
      joined: false,
    });
    expect(rooms.find((r) => r.id === 'general')).toMatchObject({ name: '综合大厅', joined: true });
  });

  it('joins an open group once, which then shows in the list and the public rooms', async () => {
    const me = await registerMember(sut);
    const first = await sut.app.inject({
      method: 'POST',
      url: '/api/chats/practice-taiji/join',
      headers: me.headers,
    });
    expect(first.statusCode).toBe(200);
    const detail = roomDetail.parse(first.json());
    expect(detail).toMatchObject({ id: 'practice-taiji', name: '太极修炼小组', type: 'group' });
    expect(detail.members.some((m) => m.userId === me.id)).toBe(true);
    const again = await sut.app.inject({
      method: 'POST',
      url: '/api/chats/practice-taiji/join',
      headers: me.headers,
    });
    expect(again.statusCode).toBe(200);
    expect(roomDetail.parse(again.json()).memberCount).toBe(detail.memberCount);
    expect((await list(me.headers)).some((r) => r.id === 'practice-taiji' && r.type === 'group')).toBe(true);
    const pub = await sut.app.inject({ method: 'GET', url: '/api/chats/public', headers: me.headers });
    expect(pub.json().find((r: { id: string }) => r.id === 'practice-taiji').joined).toBe(true);
  });

  it('does not let anyone join a private group or a direct room, nor tells them it exists', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    const outsider = await registerMember(sut);
    await befriend(sut, a, b);
    const group = await sut.app.inject({
      method: 'POST',
      url: '/api/chats/groups',
      headers: a.headers,
      payload: { name: '清修', memberIds: [b.id] },
    });
    const res = await sut.app.inject({
      method: 'POST',
      url: `/api/chats/${group.json().id}/join`,
      headers: outsider.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'CHAT_NOT_FOUND', message: '聊天不存在' });
    const missing = await sut.app.inject({
      method: 'POST',
      url: '/api/chats/nowhere/join',
      headers: a.headers,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await sut.app.inject({ method: 'POST', url: '/api/chats/Bad%20Id/join', headers: a.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: '无效的聊天室', field: 'roomId' });
  });
});

describe('GET /api/chats and GET /api/chats/{roomId}', () => {
  it('lists chat entries of the caller', async () => {
    const me = await registerMember(sut);
    const res = await sut.app.inject({ method: 'GET', url: '/api/chats', headers: me.headers });
    expect(res.statusCode).toBe(200);
    const entries = z.array(chatEntry).parse(res.json());
    expect(entries.map((e) => e.id).sort()).toEqual([...PUBLIC_ROOM_IDS].sort());
    expect(entries.find((e) => e.id === 'general')).toMatchObject({ name: '综合大厅', type: 'public' });
  });

  it('shows a room to its members with the member list', async () => {
    const me = await registerMember(sut, { nickname: '观主' });
    const res = await sut.app.inject({ method: 'GET', url: '/api/chats/daodejing', headers: me.headers });
    expect(res.statusCode).toBe(200);
    const detail = roomDetail.parse(res.json());
    expect(detail).toMatchObject({ id: 'daodejing', name: '道德经', type: 'public', participantId: null });
    expect(detail.members.find((m) => m.userId === me.id)).toMatchObject({
      nickname: '观主',
      role: 'member',
    });
  });

  it('tells a non-member of an open group to join first, and a non-member of a private room that it does not exist', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut, { privacy: { allowStrangerMessages: true } });
    const outsider = await registerMember(sut);
    const open = await sut.app.inject({
      method: 'GET',
      url: '/api/chats/study-daodejing',
      headers: a.headers,
    });
    expect(open.statusCode).toBe(403);
    expect(open.json()).toMatchObject({ code: 'NOT_A_MEMBER', message: '请先加入该群聊' });
    const sent = await sut.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: a.headers,
      payload: { receiverId: b.id, content: '你好' },
    });
    const roomId = sent.json().roomId as string;
    const detail = await sut.app.inject({ method: 'GET', url: `/api/chats/${roomId}`, headers: b.headers });
    expect(roomDetail.parse(detail.json())).toMatchObject({
      type: 'private',
      participantId: a.id,
      memberCount: 2,
    });
    for (const url of [`/api/chats/${roomId}`, `/api/chats/${roomId}/messages`]) {
      const res = await sut.app.inject({ method: 'GET', url, headers: outsider.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'CHAT_NOT_FOUND', message: '聊天不存在' });
    }
    const write = await sut.app.inject({
      method: 'POST',
      url: `/api/chats/${roomId}/messages`,
      headers: outsider.headers,
      payload: { content: '插话' },
    });
    expect(write.statusCode).toBe(404);
  });
});
