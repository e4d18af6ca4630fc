import { askFriendReply, FRIEND_REQUEST_RETRY_HOURS } from '@taishan/contracts';
import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { friendRequestCalls } from '../test/friend-requests.js';
import { befriend, listen, type Member, registerMember, useChatService } from '../test/harness.js';

const sut = useChatService();
const calls = friendRequestCalls(sut);

const pendingBetween = (a: Member, b: Member) =>
  sut.db
    .selectFrom('friend_requests')
    .selectAll()
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('requester_id', 'in', [a.id, b.id]), eb('recipient_id', 'in', [a.id, b.id])]))
    .execute();

describe('POST /api/friends (asking)', () => {
  it('sends a request that waits for the other member: nobody is friends yet', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    const res = await calls.ask(a, b.id);
    expect(res.statusCode).toBe(201);
    const reply = askFriendReply.parse(res.json());
    expect(reply).toEqual({
      success: true,
      message: '好友请求已发送',
      status: 'requested',
      requestId: expect.any(String),
    });
    expect(await calls.stored(reply.requestId)).toMatchObject({
      requester_id: a.id,
      recipient_id: b.id,
      status: 'pending',
      answered_at: null,
    });
    expect(await calls.friendshipRows(a, b)).toEqual([]);
    const event = await sut.events.waitFor('events.friend.requested', (e) => e.payload.userId === a.id);
    expect(event.payload).toMatchObject({ requestId: reply.requestId, friendId: b.id });
  });

  it('lists the request for both members with the other one’s public profile', async () => {
    const a = await registerMember(sut, { nickname: '云游', bio: '上善若水' });
    const b = await registerMember(sut, { nickname: '守一', bio: '抱元守一' });
    const id = await calls.requestId(a, b);
    const ofB = await calls.requestsOf(b);
    expect(ofB).toEqual({
      incoming: [
        {
          id,
          direction: 'incoming',
          user: { id: a.id, username: a.username, nickname: '云游', avatar: null, status: '上善若水' },
          createdAt: expect.any(String),
        },
      ],
      outgoing: [],
    });
    const ofA = await calls.requestsOf(a);
    expect(ofA.incoming).toEqual([]);
    expect(ofA.outgoing).toEqual([
      expect.objectContaining({ id, direction: 'outgoing', user: expect.objectContaining({ id: b.id }) }),
    ]);
  });

  it('tells the recipient live, and the asker’s other devices', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut, { nickname: '守一' });
    const toA = listen(sut, `deliver.user.${a.id}`);
    const toB = listen(sut, `deliver.user.${b.id}`);
    await toA.ready();
    await toB.ready();
    const id = await calls.requestId(a, b);
    const incoming = await toB.waitFor('friend_request', (d) => d.data.id === id);
    expect(incoming.data).toMatchObject({ direction: 'incoming', user: { id: a.id, nickname: a.nickname } });
    const outgoing = await toA.waitFor('friend_request', (d) => d.data.id === id);
    expect(outgoing.data).toMatchObject({ direction: 'outgoing', user: { id: b.id, nickname: '守一' } });
    toA.stop();
    toB.stop();
  });

  it.each([
    ['yourself', 'self', 400, 'CANNOT_ADD_SELF', '不能添加自己为好友'],
    ['an unknown member', 'unknown', 404, 'USER_NOT_FOUND', '用户不存在'],
    ['an administrator', 'admin', 404, 'USER_NOT_FOUND', '用户不存在'],
    ['a member who closed friend requests', 'closed', 403, 'FRIEND_REQUESTS_CLOSED', '对方已关闭好友申请'],
    ['a friend', 'friend', 409, 'ALREADY_FRIENDS', '你们已经是好友了'],
    [
      'again while the first request waits',
      'asked',
      409,
      'FRIEND_REQUEST_PENDING',
      '已发送好友请求，请等待对方验证',
    ],
  ] as const)('refuses asking %s', async (_, whom, status, code, message) => {
    const me = await registerMember(sut);
    const target = await targetFor(me, whom);
    const before = await sut.db.selectFrom('friend_requests').select('id').execute();
    const res = await calls.ask(me, target);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ statusCode: status, code, message });
    const after = await sut.db.selectFrom('friend_requests').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it.each([[{}], [{ friendId: 'abc' }], [{ friendId: 42 }]])('refuses %j', async (payload) => {
    const a = await registerMember(sut);
    const res = await sut.app.inject({ method: 'POST', url: '/api/friends', headers: a.headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: '请选择好友', field: 'friendId' });
  });

  it('accepts their request when you ask someone who already asked you', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut, { privacy: { allowFriendRequests: false } });
    // b closed requests after asking a: b asked, so a's "yes" still counts.
    const bAsked = await calls.requestId(b, a);
    const res = await calls.ask(a, b.id);
    expect(res.statusCode).toBe(201);
    expect(askFriendReply.parse(res.json())).toEqual({
      success: true,
      message: '你们已结为道友',
      status: 'friends',
      requestId: bAsked,
    });
    expect(await calls.stored(bAsked)).toMatchObject({ status: 'accepted', answered_at: expect.any(Date) });
    expect(await calls.friendshipRows(a, b)).toHaveLength(2);
    expect(await pendingBetween(a, b)).toEqual([]);
    const event = await sut.events.waitFor('events.friend.added', (e) => e.payload.requestId === bAsked);
    expect(event.payload).toMatchObject({ userId: b.id, friendId: a.id });
  });

  it('makes friends once when both ask at the same moment', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    const replies = await Promise.all([calls.ask(a, b.id), calls.ask(b, a.id)]);
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(replies.map((r) => askFriendReply.parse(r.json()).status).sort()).toEqual([
      'friends',
      'requested',
    ]);
    expect(await calls.friendshipRows(a, b)).toHaveLength(2);
    expect(await pendingBetween(a, b)).toEqual([]);
  });
});

/** Whom a refusal case asks, set up as the case needs. */
async function targetFor(
  me: Member,
  whom: 'self' | 'unknown' | 'admin' | 'closed' | 'friend' | 'asked',
): Promise<string> {
  switch (whom) {
    case 'self':
      return me.id;
    case 'unknown':
      return uuidv7();
    case 'admin':
      return (await registerMember(sut, { role: 'admin' })).id;
    case 'closed':
      return (await registerMember(sut, { privacy: { allowFriendRequests: false } })).id;
    case 'friend': {
      const friend = await registerMember(sut);
      await befriend(sut, me, friend);
      return friend.id;
    }
    case 'asked': {
      const asked = await registerMember(sut);
      await calls.requestId(me, asked);
      return asked.id;
    }
  }
}

describe('asking again', () => {
  it(`holds a declined asker back for ${FRIEND_REQUEST_RETRY_HOURS} hours`, async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    await calls.decline(b, await calls.requestId(a, b));
    const res = await calls.ask(a, b.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'FRIEND_REQUEST_DECLINED',
      message: '对方已拒绝你的好友请求，请24小时后再试',
    });
  });

  it(`lets a declined asker ask again once ${FRIEND_REQUEST_RETRY_HOURS} hours have passed`, async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    const first = await calls.requestId(a, b);
    await calls.decline(b, first);
    await sut.db
      .updateTable('friend_requests')
      .set({ answered_at: sql`now() - interval '25 hours'`, created_at: sql`now() - interval '26 hours'` })
      .where('id', '=', first)
      .execute();
    const res = await calls.ask(a, b.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'requested' });
  });

  it('lets the member who declined ask the other way at once', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    await calls.decline(b, await calls.requestId(a, b));
    const res = await calls.ask(b, a.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'requested' });
  });

  it('lets an asker who withdrew ask again at once', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    await calls.withdraw(a, await calls.requestId(a, b));
    const res = await calls.ask(a, b.id);
    expect(res.statusCode).toBe(201);
  });
});
