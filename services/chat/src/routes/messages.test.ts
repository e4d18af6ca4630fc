import { chatMessage, errorReply, MESSAGE_MAX_LENGTH } from '@taishan/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { befriend, listen, type Member, registerMember, say, useChatService } from '../test/harness.js';

const sut = useChatService();
const messages = z.array(chatMessage);

async function groupOf(owner: Member, ...others: Member[]) {
  for (const o of others) await befriend(sut, owner, o);
  const res = await sut.app.inject({
    method: 'POST',
    url: '/api/chats/groups',
    headers: owner.headers,
    payload: { name: '同修', memberIds: others.map((o) => o.id) },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

const post = (m: Member, roomId: string, payload: Record<string, unknown>) =>
  sut.app.inject({ method: 'POST', url: `/api/chats/${roomId}/messages`, headers: m.headers, payload });

describe('POST /api/chats/{roomId}/messages', () => {
  it('stores a trimmed message with the next seq, delivers it to the room and announces it', async () => {
    const me = await registerMember(sut, { nickname: '抱朴' });
    const room = listen(sut, 'deliver.room.general');
    await room.ready();
    const res = await post(me, 'general', { content: '  道可道，非常道  ', clientId: 'client-0001' });
    expect(res.statusCode).toBe(201);
    const message = chatMessage.parse(res.json());
    expect(message).toMatchObject({
      roomId: 'general',
      content: '道可道，非常道',
      senderId: me.id,
      userId: me.id,
      senderName: '抱朴',
      receiverId: null,
      type: 'text',
      messageType: 'text',
      status: 'sent',
      clientId: 'client-0001',
    });
    expect(message.timestamp).toBe(message.createdAt);
    const live = await room.waitFor('new_message', (d) => d.data.id === message.id);
    expect(live.data).toEqual(message);
    room.stop();
    const event = await sut.events.waitFor(
      'events.chat.message_created',
      (e) => e.payload.messageId === message.id,
    );
    expect(event.payload).toMatchObject({
      roomId: 'general',
      roomType: 'public',
      seq: message.seq,
      senderId: me.id,
    });
    const stored = await sut.db
      .selectFrom('messages')
      .selectAll()
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(stored.content).toBe('道可道，非常道');
    const own = await sut.db
      .selectFrom('room_members')
      .select(['last_read_seq', 'last_delivered_seq'])
      .where('room_id', '=', 'general')
      .where('user_id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(Number(own.last_read_seq)).toBe(message.seq);
    expect(Number(own.last_delivered_seq)).toBe(message.seq);
  });

  it.each([
    [{ content: '' }, '消息内容不能为空', 'content'],
    [{ content: '   \n ' }, '消息内容不能为空', 'content'],
    [{}, '消息内容不能为空', 'content'],
    [{ content: '道'.repeat(MESSAGE_MAX_LENGTH + 1) }, `消息不能超过${MESSAGE_MAX_LENGTH}个字`, 'content'],
    [{ content: '好', clientId: 'a b' }, '消息编号无效', 'clientId'],
    [{ content: '好', type: 'image' }, '暂不支持该消息类型', 'type'],
  ])('refuses %j with 400', async (payload, message, field) => {
    const me = await registerMember(sut);
    const res = await post(me, 'general', payload);
    expect(res.statusCode).toBe(400);
    expect(errorReply.parse(res.json())).toMatchObject({ code: 'VALIDATION_FAILED', message, field });
  });

  it('accepts exactly the longest message', async () => {
    const me = await registerMember(sut);
    const res = await post(me, 'general', { content: '道'.repeat(MESSAGE_MAX_LENGTH) });
    expect(res.statusCode).toBe(201);
  });

  it('stores a retried send (same clientId) once and answers it with the stored message and 200', async () => {
    const me = await registerMember(sut);
    const first = await post(me, 'discussion', { content: '重发测试', clientId: 'retry-000001' });
    const second = await post(me, 'discussion', { content: '重发测试', clientId: 'retry-000001' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    expect(second.json().seq).toBe(first.json().seq);
    const rows = await sut.db.selectFrom('messages').select('id').where('sender_id', '=', me.id).execute();
    expect(rows).toHaveLength(1);
    const elsewhere = await post(me, 'general', { content: '重发测试', clientId: 'retry-000001' });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({ code: 'CLIENT_ID_REUSED', field: 'clientId' });
  });

  it('stores concurrent retries of one send once', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    const roomId = await groupOf(a, b);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => post(a, roomId, { content: '同一条', clientId: 'same-send-01' })),
    );
    expect(new Set(replies.map((r) => r.json().id)).size).toBe(1);
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const room = await sut.db
      .selectFrom('rooms')
      .select('last_seq')
      .where('id', '=', roomId)
      .executeTakeFirstOrThrow();
    expect(Number(room.last_seq)).toBe(1);
  });

  it('gives 50 parallel sends to one room the seqs 1..50 exactly', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    const roomId = await groupOf(a, b);
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(i % 2 ? a : b, roomId, { content: `第${i}条`, clientId: `par-${String(i).padStart(6, '0')}` }),
      ),
    );
    expect(replies.every((r) => r.statusCode === 201)).toBe(true);
    const seqs = replies.map((r) => r.json().seq as number).sort((x, y) => x - y);
    expect(seqs).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const stored = await sut.db
      .selectFrom('messages')
      .select('seq')
      .where('room_id', '=', roomId)
      .orderBy('seq')
      .execute();
    expect(stored.map((r) => Number(r.seq))).toEqual(seqs);
  });

  it('refuses non-members of an open group', async () => {
    const me = await registerMember(sut);
    const res = await post(me, 'study-daodejing', { content: '可以吗' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NOT_A_MEMBER', message: '请先加入该群聊' });
  });
});

describe('GET /api/chats/{roomId}/messages', () => {
  it('pages newest first by seq, with before, after (resync) and limit', async () => {
    const a = await registerMember(sut, { nickname: '守一' });
    const b = await registerMember(sut);
    const roomId = await groupOf(a, b);
    for (let i = 1; i <= 7; i++) await say(sut, i % 2 ? a : b, roomId, `第${i}条`);
    const get = async (query: string) => {
      const res = await sut.app.inject({
        method: 'GET',
        url: `/api/chats/${roomId}/messages${query}`,
        headers: b.headers,
      });
      expect(res.statusCode).toBe(200);
      return messages.parse(res.json()).map((m) => m.seq);
    };
    expect(await get('')).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(await get('?limit=3')).toEqual([7, 6, 5]);
    expect(await get('?before=5&limit=2')).toEqual([4, 3]);
    expect(await get('?after=4')).toEqual([7, 6, 5]);
    expect(await get('?after=2&limit=2')).toEqual([7, 6]);
    expect(await get('?after=2&before=6')).toEqual([5, 4, 3]);
    expect(await get('?after=7')).toEqual([]);
    const first = await sut.app.inject({
      method: 'GET',
      url: `/api/chats/${roomId}/messages?before=2`,
      headers: b.headers,
    });
    expect(first.json()[0]).toMatchObject({ seq: 1, content: '第1条', senderName: '守一' });
  });

  it.each([
    ['?limit=0', '每页数量无效', 'limit'],
    ['?limit=201', '每页数量无效', 'limit'],
    ['?before=0', '游标无效', 'before'],
    ['?after=-1', '游标无效', 'after'],
  ])('refuses %s', async (query, message, field) => {
    const me = await registerMember(sut);
    const res = await sut.app.inject({
      method: 'GET',
      url: `/api/chats/general/messages${query}`,
      headers: me.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, field });
  });

  it('refuses non-members', async () => {
    const me = await registerMember(sut);
    const res = await sut.app.inject({
      method: 'GET',
      url: '/api/chats/practice-taiji/messages',
      headers: me.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('请先加入该群聊');
  });
});
