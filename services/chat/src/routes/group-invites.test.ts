import { roomDetail } from '@taishan/contracts';
import { describe, expect, it } from 'vitest';
import { friendRequestCalls } from '../test/friend-requests.js';
import { befriend, type Member, registerMember, useChatService } from '../test/harness.js';

const sut = useChatService();
const calls = friendRequestCalls(sut);

const createGroup = (owner: Member, memberIds: string[]) =>
  sut.app.inject({
    method: 'POST',
    url: '/api/chats/groups',
    headers: owner.headers,
    payload: { name: '论道', memberIds },
  });

const addToGroup = (by: Member, roomId: string, userIds: string[]) =>
  sut.app.inject({
    method: 'POST',
    url: `/api/chats/${roomId}/members`,
    headers: by.headers,
    payload: { userIds },
  });

const groupsCreatedBy = (owner: Member) =>
  sut.db
    .selectFrom('rooms')
    .select('id')
    .where('created_by', '=', owner.id)
    .where('kind', '=', 'group')
    .execute();

describe('allowGroupInvites off', () => {
  it('refuses a new group with that member and makes no group', async () => {
    const owner = await registerMember(sut);
    const closed = await registerMember(sut, { privacy: { allowGroupInvites: false } });
    await befriend(sut, owner, closed);
    const res = await createGroup(owner, [closed.id]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'GROUP_INVITES_CLOSED',
      message: '对方不允许被邀请加入群聊',
      field: 'memberIds',
    });
    expect(await groupsCreatedBy(owner)).toEqual([]);
  });

  it('refuses adding that member to an existing group', async () => {
    const owner = await registerMember(sut);
    const open = await registerMember(sut);
    const closed = await registerMember(sut, { privacy: { allowGroupInvites: false } });
    await befriend(sut, owner, open);
    await befriend(sut, owner, closed);
    const roomId = roomDetail.parse((await createGroup(owner, [open.id])).json()).id;
    const res = await addToGroup(owner, roomId, [closed.id]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'GROUP_INVITES_CLOSED',
      message: '对方不允许被邀请加入群聊',
      field: 'userIds',
    });
    const members = await sut.db
      .selectFrom('room_members')
      .select('user_id')
      .where('room_id', '=', roomId)
      .where('user_id', '=', closed.id)
      .execute();
    expect(members).toEqual([]);
  });
});

describe('group invitations follow accepted friendships only', () => {
  it('refuses inviting a member whose friend request is still pending', async () => {
    const owner = await registerMember(sut);
    const asked = await registerMember(sut);
    await calls.requestId(owner, asked);
    const res = await createGroup(owner, [asked.id]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NOT_FRIENDS', message: '只能邀请好友加入群聊' });
  });

  it('invites them once the request is accepted', async () => {
    const owner = await registerMember(sut);
    const asked = await registerMember(sut);
    await calls.accept(asked, await calls.requestId(owner, asked));
    const res = await createGroup(owner, [asked.id]);
    expect(res.statusCode).toBe(201);
  });
});
