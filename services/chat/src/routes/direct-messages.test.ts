import { chatMessage } from '@taishan/contracts';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  befriend,
  eventually,
  listen,
  publishEvent,
  registerMember,
  useChatService,
} from '../test/harness.js';

const sut = useChatService();
const messages = z.array(chatMessage);

describe('POST /api/messages and GET /api/messages/{contactId}', () => {
  it('makes the direct room on the first message, tells both members, and reads it back newest first', async () => {
    const a = await registerMember(sut, { nickname: '松风' });
    const b = await registerMember(sut, { nickname: '竹影' });
    await befriend(sut, a, b);
    const empty = await sut.app.inject({ method: 'GET', url: `/api/messages/${b.id}`, headers: a.headers });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    const toA = listen(sut, `deliver.user.${a.id}`);
    const toB = listen(sut, `deliver.user.${b.id}`);
    await toA.ready();
    await toB.ready();
    const first = await sut.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: a.headers,
      payload: { receiverId: b.id, content: '师兄好', type: 'text' },
    });
    expect(first.statusCode).toBe(201);
    const sent = chatMessage.parse(first.json());
    expect(sent).toMatchObject({
      senderId: a.id,
      receiverId: b.id,
      content: '师兄好',
      seq: 1,
      status: 'sent',
    });
    await toA.waitFor('room_joined', (d) => d.data.chatId === sent.roomId);
    await toB.waitFor('room_joined', (d) => d.data.chatId === sent.roomId);
    toA.stop();
    toB.stop();
    const reply = await sut.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: b.headers,
      payload: { receiverId: a.id, content: '师弟好' },
    });
    expect(reply.json()).toMatchObject({ roomId: sent.roomId, seq: 2, receiverId: a.id });
    const history = await sut.app.inject({ method: 'GET', url: `/api/messages/${b.id}`, headers: a.headers });
    expect(messages.parse(history.json()).map((m) => m.content)).toEqual(['师弟好', '师兄好']);
    const resync = await sut.app.inject({
      method: 'GET',
      url: `/api/messages/${a.id}?after=1`,
      headers: b.headers,
    });
    expect(resync.json().map((m: { seq: number }) => m.seq)).toEqual([2]);
  });

  it('creates one room for a pair even when both write first at the same time', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    await befriend(sut, a, b);
    const [x, y] = await Promise.all([
      sut.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: a.headers,
        payload: { receiverId: b.id, content: '甲' },
      }),
      sut.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: b.headers,
        payload: { receiverId: a.id, content: '乙' },
      }),
    ]);
    expect(x!.statusCode).toBe(201);
    expect(y!.statusCode).toBe(201);
    expect(x!.json().roomId).toBe(y!.json().roomId);
    expect([x!.json().seq, y!.json().seq].sort()).toEqual([1, 2]);
  });

  it("refuses strangers when the receiver only takes friends' messages, and makes no room", async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: a.headers,
      payload: { receiverId: b.id, content: '冒昧打扰' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'STRANGER_MESSAGES_BLOCKED', message: '对方仅接收好友的消息' });
    const rooms = await sut.db
      .selectFrom('rooms')
      .select('id')
      .where('direct_key', 'like', `%${b.id}%`)
      .execute();
    expect(rooms).toEqual([]);
    const open = await registerMember(sut, { privacy: { allowStrangerMessages: true } });
    const ok = await sut.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: a.headers,
      payload: { receiverId: open.id, content: '冒昧打扰' },
    });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses further messages in a direct room once the two are no longer friends', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    await befriend(sut, a, b);
    const first = await sut.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: a.headers,
      payload: { receiverId: b.id, content: '在吗' },
    });
    await sut.app.inject({ method: 'DELETE', url: `/api/friends/${b.id}`, headers: a.headers });
    const res = await sut.app.inject({
      method: 'POST',
      url: `/api/chats/${first.json().roomId}/messages`,
      headers: a.headers,
      payload: { content: '还在吗' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('STRANGER_MESSAGES_BLOCKED');
  });

  it('refuses yourself, unknown and deleted receivers, and bad input', async () => {
    const a = await registerMember(sut);
    const gone = await registerMember(sut, { privacy: { allowStrangerMessages: true } });
    await publishEvent(sut, 'events.user.deleted', { userId: gone.id, username: gone.username });
    const send = (payload: Record<string, unknown>) =>
      sut.app.inject({ method: 'POST', url: '/api/messages', headers: a.headers, payload });
    const self = await send({ receiverId: a.id, content: '自言自语' });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({
      code: 'CANNOT_MESSAGE_SELF',
      message: '不能给自己发消息',
      field: 'receiverId',
    });
    const unknown = await send({ receiverId: uuidv7(), content: '有人吗' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'USER_NOT_FOUND', message: '用户不存在' });
    await eventually(() =>
      sut.db
        .selectFrom('members')
        .select('user_id')
        .where('user_id', '=', gone.id)
        .where('deleted_at', 'is not', null)
        .executeTakeFirst(),
    );
    const deleted = await send({ receiverId: gone.id, content: '有人吗' });
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json()).toMatchObject({ message: '用户不存在', field: 'receiverId' });
    const noReceiver = await send({ content: '给谁' });
    expect(noReceiver.json()).toMatchObject({
      statusCode: 400,
      message: '请选择收信人',
      field: 'receiverId',
    });
    const blank = await send({ receiverId: gone.id, content: ' ' });
    expect(blank.json()).toMatchObject({ statusCode: 400, message: '消息内容不能为空', field: 'content' });
    const history = await sut.app.inject({
      method: 'GET',
      url: `/api/messages/${uuidv7()}`,
      headers: a.headers,
    });
    expect(history.statusCode).toBe(404);
    expect(history.json().message).toBe('用户不存在');
    const badId = await sut.app.inject({ method: 'GET', url: '/api/messages/nobody', headers: a.headers });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().field).toBe('contactId');
  });
});
