import {
  RPC_CHAT_FRIENDS_OF,
  RPC_CHAT_RECEIPT,
  RPC_CHAT_ROOMS_OF,
  RPC_CHAT_SEND,
  type RpcError,
  type RpcRequest,
  type RpcSubject,
} from '@taishan/contracts';
import { RpcRefusedError, request } from '@taishan/events';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import {
  befriend,
  eventually,
  listen,
  publishEvent,
  registerMember,
  updateMember,
  useChatService,
} from '../test/harness.js';

const sut = useChatService();

/** Asks as realtime does: the reply, or RpcRefusedError. */
const rpc = <S extends RpcSubject>(subject: S, payload: RpcRequest<S>) =>
  request(sut.bus, subject, payload, 3000);

/** The refusal chat answers with (status, code and words). */
async function refusal<S extends RpcSubject>(subject: S, payload: RpcRequest<S>): Promise<RpcError> {
  try {
    await rpc(subject, payload);
  } catch (err) {
    if (err instanceof RpcRefusedError) return err.error;
    throw err;
  }
  throw new Error(`${subject} answered instead of refusing`);
}

/** The raw answer on the wire, for requests no contract allows. */
async function ask(subject: string, payload: unknown) {
  const reply = await sut.bus.nc.request(
    sut.bus.subject(subject),
    typeof payload === 'string' ? payload : JSON.stringify(payload),
    { timeout: 3000 },
  );
  return JSON.parse(new TextDecoder().decode(reply.data)) as unknown;
}

describe('rpc.chat.send', () => {
  it('stores the message like the HTTP route, delivers it to the room and stores a retry once', async () => {
    const me = await registerMember(sut, { nickname: 'socket' });
    const room = listen(sut, 'deliver.room.general');
    await room.ready();
    const payload = { userId: me.id, roomId: 'general', content: ' 从套接字来 ', clientId: 'socket-0001' };
    const message = await rpc(RPC_CHAT_SEND, payload);
    expect(message).toMatchObject({
      content: '从套接字来',
      senderName: 'socket',
      clientId: 'socket-0001',
      status: 'sent',
    });
    await room.waitFor('new_message', (d) => d.data.id === message.id);
    room.stop();
    const again = await rpc(RPC_CHAT_SEND, payload);
    expect(again).toMatchObject({ id: message.id, seq: message.seq });
    // The HTTP route sees the same stored message for the same client id.
    const http = await sut.app.inject({
      method: 'POST',
      url: '/api/chats/general/messages',
      headers: me.headers,
      payload: { content: '从套接字来', clientId: 'socket-0001' },
    });
    expect(http.statusCode).toBe(200);
    expect(http.json().id).toBe(message.id);
    const rows = await sut.db.selectFrom('messages').select('id').where('sender_id', '=', me.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses with the same codes and words as HTTP', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    await befriend(sut, a, b);
    const direct = await sut.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: a.headers,
      payload: { receiverId: b.id, content: '一' },
    });
    await sut.app.inject({ method: 'DELETE', url: `/api/friends/${b.id}`, headers: a.headers });
    const roomId = direct.json().roomId as string;
    const cases: Array<[{ roomId: string; content: string }, string]> = [
      [{ roomId, content: '二' }, `/api/chats/${roomId}/messages`],
      [{ roomId: 'study-daodejing', content: '二' }, '/api/chats/study-daodejing/messages'],
      [{ roomId: 'general', content: '   ' }, '/api/chats/general/messages'],
      [{ roomId: 'general', content: '道'.repeat(2001) }, '/api/chats/general/messages'],
      [{ roomId: 'nowhere', content: '二' }, '/api/chats/nowhere/messages'],
    ];
    for (const [c, url] of cases) {
      const http = await sut.app.inject({
        method: 'POST',
        url,
        headers: a.headers,
        payload: { content: c.content },
      });
      const refused = await refusal(RPC_CHAT_SEND, { userId: a.id, clientId: `rpc-${uuidv7()}`, ...c });
      expect(refused).toEqual({
        statusCode: http.statusCode,
        code: http.json().code,
        message: http.json().message,
      });
    }
  });

  it('refuses an unknown sender and a malformed request', async () => {
    const unknown = await refusal(RPC_CHAT_SEND, {
      userId: uuidv7(),
      roomId: 'general',
      content: '谁',
      clientId: 'unknown-01',
    });
    expect(unknown).toEqual({
      statusCode: 403,
      code: 'MEMBER_UNKNOWN',
      message: '账户资料正在同步，请稍后再试',
    });
    expect(await ask(RPC_CHAT_SEND, { roomId: 'general' })).toEqual({
      ok: false,
      error: { statusCode: 400, code: 'VALIDATION_FAILED', message: '请求参数无效' },
    });
    expect(await ask(RPC_CHAT_SEND, 'not json')).toMatchObject({ ok: false, error: { statusCode: 400 } });
    const me = await registerMember(sut);
    const badClient = await refusal(RPC_CHAT_SEND, {
      userId: me.id,
      roomId: 'general',
      content: '好',
      clientId: 'x',
    });
    expect(badClient).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: '消息编号无效' });
  });
});

describe('rpc.chat.rooms-of, rpc.chat.receipt, rpc.chat.friends-of', () => {
  it('names every room a member is in', async () => {
    const me = await registerMember(sut);
    await sut.app.inject({ method: 'POST', url: '/api/chats/practice-taiji/join', headers: me.headers });
    const reply = await rpc(RPC_CHAT_ROOMS_OF, { userId: me.id });
    expect(reply.roomIds.sort()).toEqual(['daodejing', 'discussion', 'general', 'practice-taiji']);
    expect(await ask(RPC_CHAT_ROOMS_OF, { userId: uuidv7() })).toEqual({ ok: true, data: { roomIds: [] } });
  });

  it('says a deleted member is deleted, so realtime refuses their still-valid token', async () => {
    const gone = await registerMember(sut);
    await publishEvent(sut, 'events.user.deleted', { userId: gone.id, username: gone.username });
    const reply = await eventually(async () => {
      const answer = await rpc(RPC_CHAT_ROOMS_OF, { userId: gone.id });
      return answer.deleted ? answer : undefined;
    });
    expect(reply).toEqual({ roomIds: [], deleted: true });
  });

  it('records a delivery receipt and tells the room; refuses a non-member', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    await befriend(sut, a, b);
    const sent = await sut.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: a.headers,
      payload: { receiverId: b.id, content: '收到吗' },
    });
    const roomId = sent.json().roomId as string;
    const room = listen(sut, `deliver.room.${roomId}`);
    await room.ready();
    expect(await ask(RPC_CHAT_RECEIPT, { userId: b.id, roomId, kind: 'delivered', seq: 5 })).toEqual({
      ok: true,
      data: {},
    });
    const receipt = await room.waitFor('receipt');
    expect(receipt.data).toEqual({ chatId: roomId, userId: b.id, deliveredSeq: 1, readSeq: 0 });
    room.stop();
    const outsider = await registerMember(sut);
    const refused = await refusal(RPC_CHAT_RECEIPT, { userId: outsider.id, roomId, kind: 'read', seq: 1 });
    expect(refused).toEqual({ statusCode: 404, code: 'CHAT_NOT_FOUND', message: '聊天不存在' });
    expect(await ask(RPC_CHAT_RECEIPT, { userId: b.id, roomId, kind: 'seen', seq: 1 })).toEqual({
      ok: false,
      error: { statusCode: 400, code: 'VALIDATION_FAILED', message: '请求参数无效' },
    });
  });

  it("names a member's friends and whether their presence may be shown", async () => {
    const me = await registerMember(sut);
    const b = await registerMember(sut);
    const c = await registerMember(sut);
    await befriend(sut, me, b);
    await befriend(sut, c, me);
    const reply = await rpc(RPC_CHAT_FRIENDS_OF, { userId: me.id });
    expect(reply.friendIds.sort()).toEqual([b.id, c.id].sort());
    expect(reply.showOnlineStatus).toBe(true);
    await updateMember(sut, me, { privacy: { showOnlineStatus: false } });
    expect(await rpc(RPC_CHAT_FRIENDS_OF, { userId: me.id })).toMatchObject({ showOnlineStatus: false });
    expect(await rpc(RPC_CHAT_FRIENDS_OF, { userId: uuidv7() })).toEqual({
      friendIds: [],
      showOnlineStatus: false,
    });
  });
});
