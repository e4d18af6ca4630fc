import { beforeAll, describe, expect, it } from 'vitest';
import { befriend, type Member, registerMember, say, useChatService } from '../test/harness.js';

/** A NUL byte (Postgres refuses it outright) or another control character in any text chat stores. */
const sut = useChatService();
let me: Member;
let friend: Member;
let messageId = '';

beforeAll(async () => {
  me = await registerMember(sut);
  friend = await registerMember(sut);
  await befriend(sut, me, friend);
  messageId = (await say(sut, friend, 'general', '道可道')).id;
});

describe('text with control characters', () => {
  it.each([
    ['a room message', '/api/chats/general/messages', () => ({ content: '道\u0000可道' }), 'content'],
    ['a private message', '/api/messages', () => ({ receiverId: friend.id, content: 'a\u0000' }), 'content'],
    ['a group name', '/api/chats/groups', () => ({ name: '清\u0007修', memberIds: [friend.id] }), 'name'],
    ['a report reason', '/api/reports', () => ({ messageId, reason: '广告\u0000' }), 'reason'],
  ])('refuses %s with 400 内容包含无效字符 and stores nothing', async (_name, url, body, field) => {
    const before = await sut.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await sut.app.inject({ method: 'POST', url, headers: me.headers, payload: body() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      error: 'Bad Request',
      message: '内容包含无效字符',
      field,
    });
    const after = await sut.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('keeps line breaks and tabs in a message', async () => {
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/chats/general/messages',
      headers: me.headers,
      payload: { content: '道可道，\n非常道。\t名可名' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().content).toBe('道可道，\n非常道。\t名可名');
  });
});
