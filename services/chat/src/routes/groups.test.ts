import { GROUP_NAME_MAX, roomDetail } from '@taishan/contracts';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { befriend, listen, type Member, registerMember, useChatService } from '../test/harness.js';

const sut = useChatService();

const create = (m: Member, payload: unknown) =>
  sut.app.inject({
    method: 'POST',
    url: '/api/chats/groups',
    headers: m.headers,
    payload: payload as object,
  });

describe('POST /api/chats/groups', () => {
  it('makes an invitation-only group of the caller (owner) and friends, and tells each member', async () => {
    const owner = await registerMember(sut, { nickname: '坛主' });
    const b = await registerMember(sut, { nickname: '乙' });
    const c = await registerMember(sut, { nickname: '丙' });
    await befriend(sut, owner, b);
    await befriend(sut, owner, c);
    const toC = listen(sut, `deliver.user.${c.id}`);
    await toC.ready();
    const res = await create(owner, { name: '  晨课小组 ', memberIds: [b.id, c.id, b.id] });
    expect(res.statusCode).toBe(201);
    const detail = roomDetail.parse(res.json());
    expect(detail).toMatchObject({ name: '晨课小组', type: 'group', memberCount: 3, lastSeq: 0 });
    expect(detail.members[0]).toMatchObject({ userId: owner.id, role: 'owner', nickname: '坛主' });
    expect(
      detail.members
        .filter((m) => m.role === 'member')
        .map((m) => m.userId)
        .sort(),
    ).toEqual([b.id, c.id].sort());
    await toC.waitFor('room_joined', (d) => d.data.chatId === detail.id);
    toC.stop();
    const room = await sut.db
      .selectFrom('rooms')
      .selectAll()
      .where('id', '=', detail.id)
      .executeTakeFirstOrThrow();
    expect(room).toMatchObject({ kind: 'group', open: false, created_by: owner.id });
    const listed = await sut.app.inject({ method: 'GET', url: '/api/chats/list', headers: c.headers });
    expect(listed.json().find((r: { id: string }) => r.id === detail.id)).toMatchObject({
      name: '晨课小组',
      memberCount: 3,
    });
  });

  it('invites friends only', async () => {
    const owner = await registerMember(sut);
    const stranger = await registerMember(sut);
    const res = await create(owner, { name: '雅集', memberIds: [stranger.id] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'NOT_FRIENDS',
      message: '只能邀请好友加入群聊',
      field: 'memberIds',
    });
    const unknown = await create(owner, { name: '雅集', memberIds: [uuidv7()] });
    expect(unknown.statusCode).toBe(403);
  });

  it.each([
    [{ memberIds: ['x'] }, '请输入群聊名称', 'name'],
    [{ name: '   ', memberIds: [] }, '请输入群聊名称', 'name'],
    [
      { name: '道'.repeat(GROUP_NAME_MAX + 1), memberIds: [] },
      `群聊名称不能超过${GROUP_NAME_MAX}个字`,
      'name',
    ],
    [{ name: '雅集' }, '请选择群聊成员', 'memberIds'],
    [{ name: '雅集', memberIds: [] }, '请至少选择一位好友', 'memberIds'],
    [{ name: '雅集', memberIds: ['abc'] }, '成员无效', 'memberIds.0'],
  ])('refuses %j', async (payload, message, field) => {
    const owner = await registerMember(sut);
    const res = await create(owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, field });
  });

  it('needs someone besides the caller', async () => {
    const owner = await registerMember(sut);
    const res = await create(owner, { name: '独修', memberIds: [owner.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: '请至少选择一位好友', field: 'memberIds' });
  });
});

describe('POST /api/chats/{roomId}/members', () => {
  it('lets any member bring in their own friends', async () => {
    const owner = await registerMember(sut);
    const b = await registerMember(sut);
    const friendOfB = await registerMember(sut);
    await befriend(sut, owner, b);
    await befriend(sut, b, friendOfB);
    const roomId = (await create(owner, { name: '雅集', memberIds: [b.id] })).json().id as string;
    const toNew = listen(sut, `deliver.user.${friendOfB.id}`);
    await toNew.ready();
    const res = await sut.app.inject({
      method: 'POST',
      url: `/api/chats/${roomId}/members`,
      headers: b.headers,
      payload: { userIds: [friendOfB.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(roomDetail.parse(res.json()).memberCount).toBe(3);
    await toNew.waitFor('room_joined', (d) => d.data.chatId === roomId);
    toNew.stop();
    // The owner is not friends with b's friend: the owner may not add them, b already did.
    const stranger = await registerMember(sut);
    const refused = await sut.app.inject({
      method: 'POST',
      url: `/api/chats/${roomId}/members`,
      headers: owner.headers,
      payload: { userIds: [stranger.id] },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: '只能邀请好友加入群聊', field: 'userIds' });
  });

  it('adds to groups only, and only for members', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    await befriend(sut, a, b);
    const pub = await sut.app.inject({
      method: 'POST',
      url: '/api/chats/general/members',
      headers: a.headers,
      payload: { userIds: [b.id] },
    });
    expect(pub.statusCode).toBe(403);
    expect(pub.json()).toMatchObject({ code: 'NOT_A_GROUP', message: '只能向群聊添加成员' });
    const roomId = (await create(a, { name: '雅集', memberIds: [b.id] })).json().id as string;
    const outsider = await registerMember(sut);
    const res = await sut.app.inject({
      method: 'POST',
      url: `/api/chats/${roomId}/members`,
      headers: outsider.headers,
      payload: { userIds: [a.id] },
    });
    expect(res.statusCode).toBe(404);
    const empty = await sut.app.inject({
      method: 'POST',
      url: `/api/chats/${roomId}/members`,
      headers: a.headers,
      payload: { userIds: [] },
    });
    expect(empty.json()).toMatchObject({ statusCode: 400, message: '请至少选择一位好友', field: 'userIds' });
  });
});

describe('DELETE /api/chats/{roomId}/members/me', () => {
  it('leaves a group, whose ownership passes on, after which the group is out of reach', async () => {
    const owner = await registerMember(sut);
    const b = await registerMember(sut);
    const c = await registerMember(sut);
    await befriend(sut, owner, b);
    await befriend(sut, owner, c);
    const roomId = (await create(owner, { name: '雅集', memberIds: [b.id, c.id] })).json().id as string;
    const toOwner = listen(sut, `deliver.user.${owner.id}`);
    await toOwner.ready();
    const res = await sut.app.inject({
      method: 'DELETE',
      url: `/api/chats/${roomId}/members/me`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: '已退出群聊' });
    await toOwner.waitFor('room_left', (d) => d.data.chatId === roomId);
    toOwner.stop();
    const after = await sut.app.inject({
      method: 'GET',
      url: `/api/chats/${roomId}`,
      headers: owner.headers,
    });
    expect(after.statusCode).toBe(404);
    const seen = roomDetail.parse(
      (await sut.app.inject({ method: 'GET', url: `/api/chats/${roomId}`, headers: b.headers })).json(),
    );
    expect(seen.memberCount).toBe(2);
    expect(seen.members.filter((m) => m.role === 'owner')).toHaveLength(1);
  });

  it('cannot leave a public room or a direct room', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    await befriend(sut, a, b);
    const pub = await sut.app.inject({
      method: 'DELETE',
      url: '/api/chats/general/members/me',
      headers: a.headers,
    });
    expect(pub.statusCode).toBe(403);
    expect(pub.json()).toMatchObject({ code: 'CANNOT_LEAVE', message: '公共聊天室和私聊无法退出' });
    const direct = await sut.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: a.headers,
      payload: { receiverId: b.id, content: '你好' },
    });
    const res = await sut.app.inject({
      method: 'DELETE',
      url: `/api/chats/${direct.json().roomId}/members/me`,
      headers: a.headers,
    });
    expect(res.statusCode).toBe(403);
  });

  it('leaves a joined open group, which can be joined again', async () => {
    const me = await registerMember(sut);
    await sut.app.inject({ method: 'POST', url: '/api/chats/study-daodejing/join', headers: me.headers });
    const left = await sut.app.inject({
      method: 'DELETE',
      url: '/api/chats/study-daodejing/members/me',
      headers: me.headers,
    });
    expect(left.statusCode).toBe(200);
    const look = await sut.app.inject({
      method: 'GET',
      url: '/api/chats/study-daodejing',
      headers: me.headers,
    });
    expect(look.statusCode).toBe(403);
  });
});
