import { chatMessage, markReadReply, RPC_CHAT_RECEIPT } from '@taishan/contracts';
import { request } from '@taishan/events';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { befriend, listen, type Member, registerMember, say, useChatService } from '../test/harness.js';

const sut = useChatService();

const read = (m: Member, roomId: string, payload: unknown) =>
  sut.app.inject({
    method: 'POST',
    url: `/api/chats/${roomId}/read`,
    headers: m.headers,
    payload: payload as object,
  });

async function history(m: Member, roomId: string) {
  const res = await sut.app.inject({
    method: 'GET',
    url: `/api/chats/${roomId}/messages`,
    headers: m.headers,
  });
  expect(res.statusCode).toBe(200);
  return z
    .array(chatMessage)
    .parse(res.json())
    .map((x) => [x.seq, x.status] as const);
}

/** A device's delivery receipt, as realtime passes it on. */
const delivered = (m: Member, roomId: string, seq: number) =>
  request(sut.bus, RPC_CHAT_RECEIPT, { userId: m.id, roomId, kind: 'delivered', seq }, 3000);

async function directRoom(a: Member, b: Member) {
  await befriend(sut, a, b);
  const res = await sut.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: a.headers,
    payload: { receiverId: b.id, content: '一' },
  });
  return res.json().roomId as string;
}

describe('POST /api/chats/{roomId}/read', () => {
  it('moves the read mark forward only, never past the last message, and says what is left unread', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    const roomId = await directRoom(a, b);
    await say(sut, a, roomId, '二');
    await say(sut, a, roomId, '三');
    const first = await read(b, roomId, { seq: 2 });
    expect(first.statusCode).toBe(200);
    expect(markReadReply.parse(first.json())).toEqual({ roomId, lastReadSeq: 2, unreadCount: 1 });
    expect((await read(b, roomId, { seq: 1 })).json()).toEqual({ roomId, lastReadSeq: 2, unreadCount: 1 });
    expect((await read(b, roomId, { seq: 999 })).json()).toEqual({ roomId, lastReadSeq: 3, unreadCount: 0 });
    const row = await sut.db
      .selectFrom('room_members')
      .select(['last_read_seq', 'last_delivered_seq'])
      .where('room_id', '=', roomId)
      .where('user_id', '=', b.id)
      .executeTakeFirstOrThrow();
    // Reading implies delivery.
    expect([Number(row.last_read_seq), Number(row.last_delivered_seq)]).toEqual([3, 3]);
  });

  it('tells the room when a private reader moves on, but not in public rooms', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    const roomId = await directRoom(a, b);
    const live = listen(sut, `deliver.room.${roomId}`);
    const pub = listen(sut, 'deliver.room.general');
    await live.ready();
    await pub.ready();
    await read(b, roomId, { seq: 1 });
    const receipt = await live.waitFor('receipt');
    expect(receipt.data).toEqual({ chatId: roomId, userId: b.id, deliveredSeq: 1, readSeq: 1 });
    await say(sut, a, 'general', '大家好');
    const last = (
      await sut.db
        .selectFrom('rooms')
        .select('last_seq')
        .where('id', '=', 'general')
        .executeTakeFirstOrThrow()
    ).last_seq;
    const res = await read(b, 'general', { seq: Number(last) });
    expect(res.json().unreadCount).toBe(0);
    await sut.bus.nc.flush();
    await new Promise((r) => setTimeout(r, 100));
    expect(pub.seen.filter((d) => d.type === 'receipt')).toEqual([]);
    live.stop();
    pub.stop();
  });

  it.each([[{}], [{ seq: -1 }], [{ seq: 1.5 }], [{ seq: '3' }]])('refuses %j', async (payload) => {
    const me = await registerMember(sut);
    const res = await read(me, 'general', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: '游标无效', field: 'seq' });
  });

  it('refuses non-members', async () => {
    const me = await registerMember(sut);
    const res = await read(me, 'study-daodejing', { seq: 1 });
    expect(res.statusCode).toBe(403);
  });
});

describe('message status', () => {
  it("follows the partner's delivered and read marks in a direct room", async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    const roomId = await directRoom(a, b);
    await say(sut, a, roomId, '二');
    expect(await history(a, roomId)).toEqual([
      [2, 'sent'],
      [1, 'sent'],
    ]);
    expect(await delivered(b, roomId, 1)).toEqual({});
    expect(await history(a, roomId)).toEqual([
      [2, 'sent'],
      [1, 'delivered'],
    ]);
    // The receiver sees others' messages as read once read, otherwise delivered.
    expect(await history(b, roomId)).toEqual([
      [2, 'delivered'],
      [1, 'delivered'],
    ]);
    await read(b, roomId, { seq: 2 });
    expect(await history(a, roomId)).toEqual([
      [2, 'read'],
      [1, 'read'],
    ]);
    expect(await history(b, roomId)).toEqual([
      [2, 'read'],
      [1, 'read'],
    ]);
  });

  it('turns read in a group only when every other member has read', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    const c = await registerMember(sut);
    await befriend(sut, a, b);
    await befriend(sut, a, c);
    const group = await sut.app.inject({
      method: 'POST',
      url: '/api/chats/groups',
      headers: a.headers,
      payload: { name: '三人行', memberIds: [b.id, c.id] },
    });
    const roomId = group.json().id as string;
    await say(sut, a, roomId, '必有我师');
    await read(b, roomId, { seq: 1 });
    expect(await history(a, roomId)).toEqual([[1, 'sent']]);
    await delivered(c, roomId, 1);
    expect(await history(a, roomId)).toEqual([[1, 'delivered']]);
    await read(c, roomId, { seq: 1 });
    expect(await history(a, roomId)).toEqual([[1, 'read']]);
  });

  it('stays sent in public rooms', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    const sent = await say(sut, a, 'discussion', '论道');
    await read(b, 'discussion', { seq: sent.seq });
    const mine = (await history(a, 'discussion')).find(([seq]) => seq === sent.seq);
    expect(mine).toEqual([sent.seq, 'sent']);
  });

  it('comes back with a retried send as it stands now', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    const roomId = await directRoom(a, b);
    const first = await say(sut, a, roomId, '收到请回', 'status-retry-1');
    await read(b, roomId, { seq: first.seq });
    const retry = await sut.app.inject({
      method: 'POST',
      url: `/api/chats/${roomId}/messages`,
      headers: a.headers,
      payload: { content: '收到请回', clientId: 'status-retry-1' },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ id: first.id, status: 'read' });
  });
});
