import { friendReply } from '@taishan/contracts';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { friendRequestCalls } from '../test/friend-requests.js';
import { listen, type Member, publishEvent, registerMember, useChatService } from '../test/harness.js';

const sut = useChatService();
const calls = friendRequestCalls(sut);

const friendIdsOf = async (m: Member) => {
  const res = await sut.app.inject({ method: 'GET', url: '/api/friends', headers: m.headers });
  return (res.json() as Array<{ friendId: string }>).map((f) => f.friendId);
};

const directMessage = (from: Member, to: Member, content: string) =>
  sut.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: from.headers,
    payload: { receiverId: to.id, content },
  });

/** Listens on both members' delivery subjects from before the action. */
async function listenBoth(a: Member, b: Member) {
  const toA = listen(sut, `deliver.user.${a.id}`);
  const toB = listen(sut, `deliver.user.${b.id}`);
  await toA.ready();
  await toB.ready();
  return {
    toA,
    toB,
    stop: () => {
      toA.stop();
      toB.stop();
    },
  };
}

describe('POST /api/friends/requests/{id}/accept', () => {
  it('makes both members friends of each other', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    const id = await calls.requestId(a, b);
    const res = await calls.accept(b, id);
    expect(res.statusCode).toBe(200);
    expect(friendReply.parse(res.json())).toEqual({ success: true, message: '你们已结为道友' });
    expect(await calls.stored(id)).toMatchObject({ status: 'accepted', answered_at: expect.any(Date) });
    expect(await friendIdsOf(a)).toEqual([b.id]);
    expect(await friendIdsOf(b)).toEqual([a.id]);
    expect(await calls.requestsOf(b)).toEqual({ incoming: [], outgoing: [] });
    const event = await sut.events.waitFor('events.friend.added', (e) => e.payload.requestId === id);
    expect(event.payload).toMatchObject({ userId: a.id, friendId: b.id });
  });

  it('tells the asker, and the recipient’s other devices, live', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    const id = await calls.requestId(a, b);
    const live = await listenBoth(a, b);
    await calls.accept(b, id);
    expect((await live.toA.waitFor('friend_request_answered')).data).toEqual({
      requestId: id,
      userId: b.id,
      direction: 'outgoing',
      outcome: 'accepted',
    });
    expect((await live.toB.waitFor('friend_request_answered')).data).toEqual({
      requestId: id,
      userId: a.id,
      direction: 'incoming',
      outcome: 'accepted',
    });
    live.stop();
  });

  it('lets a stranger write to a member who refuses strangers only once the request is accepted', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    const id = await calls.requestId(a, b);
    const early = await directMessage(a, b, '冒昧打扰');
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({
      code: 'STRANGER_MESSAGES_BLOCKED',
      message: '对方仅接收好友的消息',
    });
    await calls.accept(b, id);
    expect((await directMessage(a, b, '多谢通过')).statusCode).toBe(201);
  });
});

describe('POST /api/friends/requests/{id}/decline', () => {
  it('ends the request without a friendship', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    const id = await calls.requestId(a, b);
    const res = await calls.decline(b, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: '已拒绝好友请求' });
    expect(await calls.stored(id)).toMatchObject({ status: 'declined', answered_at: expect.any(Date) });
    expect(await calls.friendshipRows(a, b)).toEqual([]);
    expect(await calls.requestsOf(a)).toEqual({ incoming: [], outgoing: [] });
    const event = await sut.events.waitFor('events.friend.declined', (e) => e.payload.requestId === id);
    expect(event.payload).toMatchObject({ userId: a.id, friendId: b.id });
  });

  it('tells the asker live', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    const id = await calls.requestId(a, b);
    const live = await listenBoth(a, b);
    await calls.decline(b, id);
    expect((await live.toA.waitFor('friend_request_answered')).data).toEqual({
      requestId: id,
      userId: b.id,
      direction: 'outgoing',
      outcome: 'declined',
    });
    live.stop();
  });
});

describe('DELETE /api/friends/requests/{id}', () => {
  it('withdraws the request for both members', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    const id = await calls.requestId(a, b);
    const res = await calls.withdraw(a, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: '已撤回好友请求' });
    expect(await calls.stored(id)).toMatchObject({ status: 'withdrawn' });
    expect(await calls.requestsOf(b)).toEqual({ incoming: [], outgoing: [] });
    const event = await sut.events.waitFor('events.friend.withdrawn', (e) => e.payload.requestId === id);
    expect(event.payload).toMatchObject({ userId: a.id, friendId: b.id });
  });

  it('tells the recipient live, so the request leaves their list', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    const id = await calls.requestId(a, b);
    const live = await listenBoth(a, b);
    await calls.withdraw(a, id);
    expect((await live.toB.waitFor('friend_request_answered')).data).toEqual({
      requestId: id,
      userId: a.id,
      direction: 'incoming',
      outcome: 'withdrawn',
    });
    live.stop();
  });
});

describe('who may answer', () => {
  it.each([
    ['the asker accepting', 'accept', 'asker'],
    ['the asker declining', 'decline', 'asker'],
    ['the recipient withdrawing', 'withdraw', 'recipient'],
    ['a third member accepting', 'accept', 'third'],
    ['a third member declining', 'decline', 'third'],
    ['a third member withdrawing', 'withdraw', 'third'],
  ] as const)('answers 404 to %s and changes nothing', async (_, action, who) => {
    const asker = await registerMember(sut);
    const recipient = await registerMember(sut);
    const third = await registerMember(sut);
    const id = await calls.requestId(asker, recipient);
    const caller = { asker, recipient, third }[who];
    const res = await calls[action](caller, id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'FRIEND_REQUEST_NOT_FOUND', message: '好友请求不存在或已处理' });
    expect(await calls.stored(id)).toMatchObject({ status: 'pending', answered_at: null });
  });

  it.each([['accept'], ['decline']] as const)(
    'answers 404 to %s on a request already answered',
    async (action) => {
      const a = await registerMember(sut);
      const b = await registerMember(sut);
      const id = await calls.requestId(a, b);
      await calls.decline(b, id);
      const res = await calls[action](b, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'FRIEND_REQUEST_NOT_FOUND' });
    },
  );

  it('answers 404 to an unknown request and 400 to a malformed id', async () => {
    const a = await registerMember(sut);
    expect((await calls.accept(a, uuidv7())).statusCode).toBe(404);
    const bad = await calls.accept(a, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: '无效的编号', field: 'id' });
  });
});

describe('a deleted member', () => {
  it('takes their pending requests with them and the other side hears it', async () => {
    const gone = await registerMember(sut);
    const askedByGone = await registerMember(sut);
    const askedGone = await registerMember(sut);
    const outgoing = await calls.requestId(gone, askedByGone);
    const incoming = await calls.requestId(askedGone, gone);
    const live = await listenBoth(askedByGone, askedGone);
    await publishEvent(sut, 'events.user.deleted', { userId: gone.id, username: gone.username });
    expect((await live.toA.waitFor('friend_request_answered')).data).toMatchObject({
      requestId: outgoing,
      direction: 'incoming',
      outcome: 'withdrawn',
    });
    expect((await live.toB.waitFor('friend_request_answered')).data).toMatchObject({
      requestId: incoming,
      direction: 'outgoing',
      outcome: 'withdrawn',
    });
    live.stop();
    const left = await sut.db
      .selectFrom('friend_requests')
      .select('id')
      .where((eb) => eb.or([eb('requester_id', '=', gone.id), eb('recipient_id', '=', gone.id)]))
      .execute();
    expect(left).toEqual([]);
    expect(await calls.requestsOf(askedByGone)).toEqual({ incoming: [], outgoing: [] });
  });
});
