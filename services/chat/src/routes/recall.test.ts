import { type ChatMessage, chatMessage, conversationsReply } from '@taishan/contracts';
import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { befriend, listen, type Member, registerMember, say, useChatService } from '../test/harness.js';

const sut = useChatService();

const recall = (m: Member, messageId: string) =>
  sut.app.inject({ method: 'POST', url: `/api/messages/${messageId}/recall`, headers: m.headers });

/** Two friends and the first message of their private room, from `a`. */
async function directPair(content = '此言差矣') {
  const a = await registerMember(sut, { nickname: '云鹤' });
  const b = await registerMember(sut, { nickname: '松风' });
  await befriend(sut, a, b);
  const sent = await sut.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: a.headers,
    payload: { receiverId: b.id, content, clientId: `recall${Date.now()}x` },
  });
  expect(sent.statusCode).toBe(201);
  return { a, b, message: sent.json() as ChatMessage };
}

/** Moves a message's sending time back, as if `minutes` had passed since. */
const age = (messageId: string, minutes: number) =>
  sut.db
    .updateTable('messages')
    .set({ created_at: sql`now() - make_interval(secs => ${minutes * 60})` })
    .where('id', '=', messageId)
    .execute();

const stored = (messageId: string) =>
  sut.db.selectFrom('messages').selectAll().where('id', '=', messageId).executeTakeFirstOrThrow();

describe('POST /api/messages/{messageId}/recall', () => {
  it('recalls the sender’s message: stored, announced, told to the room, content gone everywhere', async () => {
    const { a, b, message } = await directPair();
    const live = listen(sut, `deliver.room.${message.roomId}`);
    await live.ready();

    const res = await recall(a, message.id);
    expect(res.statusCode).toBe(200);
    const body = chatMessage.parse(res.json());
    expect(body).toMatchObject({ id: message.id, seq: 1, content: '', recalled: true, senderId: a.id });

    const row = await stored(message.id);
    expect(row.recalled_at).toBeInstanceOf(Date);
    // The words stay for the administrators who review reports; members never get them again.
    expect(row.content).toBe('此言差矣');

    const frame = await live.waitFor('message_recalled');
    expect(frame.data).toEqual({
      chatId: message.roomId,
      messageId: message.id,
      seq: 1,
      recalledBy: a.id,
      nickname: '云鹤',
    });
    const event = await sut.events.waitFor(
      'events.chat.message_recalled',
      (e) => e.payload.messageId === message.id,
    );
    expect(event.payload).toMatchObject({
      roomId: message.roomId,
      roomType: 'private',
      seq: 1,
      senderId: a.id,
    });
    live.stop();

    for (const [who, url] of [
      [b, `/api/messages/${a.id}`],
      [b, `/api/chats/${message.roomId}/messages?after=0`],
      [a, `/api/messages/${b.id}`],
    ] as const) {
      const history = (await sut.app.inject({ method: 'GET', url, headers: who.headers })).json();
      expect(history).toEqual([expect.objectContaining({ id: message.id, content: '', recalled: true })]);
    }
  });

  it('shows the recall notice as the last message of the conversation list', async () => {
    const { a, b, message } = await directPair();
    await recall(a, message.id);
    const list = async (m: Member) =>
      conversationsReply
        .parse((await sut.app.inject({ method: 'GET', url: '/api/chats/list', headers: m.headers })).json())
        .find((c) => c.id === message.roomId)?.lastMessage;
    expect(await list(b)).toBe('云鹤撤回了一条消息');
    expect(await list(a)).toBe('你撤回了一条消息');
  });

  it('answers a repeated recall with the recalled message, storing and sending nothing again', async () => {
    const { a, message } = await directPair();
    expect((await recall(a, message.id)).statusCode).toBe(200);
    const first = (await stored(message.id)).recalled_at;
    const live = listen(sut, `deliver.room.${message.roomId}`);
    await live.ready();
    // Even once the window has passed: the recall already happened.
    await age(message.id, 5);
    const again = await recall(a, message.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: message.id, content: '', recalled: true });
    expect((await stored(message.id)).recalled_at).toEqual(first);
    await say(sut, a, message.roomId, '之后的消息');
    await live.waitFor('new_message');
    expect(live.seen.filter((d) => d.type === 'message_recalled')).toEqual([]);
    live.stop();
    await sut.events.waitFor('events.chat.message_recalled', (e) => e.payload.messageId === message.id);
    const events = sut.events.events.filter(
      (e) =>
        e.subject === 'events.chat.message_recalled' &&
        (e.payload as { messageId?: string }).messageId === message.id,
    );
    expect(events).toHaveLength(1);
  });

  it('recalls a message in a public room for everyone in it', async () => {
    const a = await registerMember(sut, { nickname: '明月' });
    const message = await say(sut, a, 'general', '说错了');
    const res = await recall(a, message.id);
    expect(res.statusCode).toBe(200);
    const reader = await registerMember(sut);
    const page = await sut.app.inject({
      method: 'GET',
      url: `/api/chats/general/messages?after=${message.seq - 1}`,
      headers: reader.headers,
    });
    expect(page.json()).toContainEqual(
      expect.objectContaining({ id: message.id, content: '', recalled: true }),
    );
  });

  it('leaves messages that were not recalled as they were', async () => {
    const { a, b, message } = await directPair('留着');
    const history = (
      await sut.app.inject({ method: 'GET', url: `/api/messages/${a.id}`, headers: b.headers })
    ).json();
    expect(history).toEqual([expect.objectContaining({ id: message.id, content: '留着', recalled: false })]);
  });

  it('refuses a message older than 2 minutes, and keeps it', async () => {
    const { a, message } = await directPair();
    await age(message.id, 2.05);
    const res = await recall(a, message.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'RECALL_TOO_LATE', message: '超过2分钟的消息不能撤回' });
    const row = await stored(message.id);
    expect(row.recalled_at).toBeNull();
    expect(row.content).toBe('此言差矣');
  });

  it('still recalls a message just inside the 2 minutes', async () => {
    const { a, message } = await directPair();
    await age(message.id, 1.9);
    expect((await recall(a, message.id)).statusCode).toBe(200);
  });

  it("refuses someone else's message in the caller's room with 403, and keeps it", async () => {
    const { b, message } = await directPair();
    const res = await recall(b, message.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NOT_YOUR_MESSAGE', message: '只能撤回自己的消息' });
    expect((await stored(message.id)).recalled_at).toBeNull();
  });

  it('answers a message of a room the caller is not in, or none at all, as missing', async () => {
    const { message } = await directPair();
    const outsider = await registerMember(sut);
    for (const id of [message.id, uuidv7()]) {
      const res = await recall(outsider, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'MESSAGE_NOT_FOUND', message: '消息不存在' });
    }
    expect((await stored(message.id)).recalled_at).toBeNull();
  });

  it('refuses an id that is not a message id', async () => {
    const me = await registerMember(sut);
    const res = await recall(me, 'abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: '无效的编号',
      field: 'messageId',
    });
  });
});
