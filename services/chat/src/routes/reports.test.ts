import { REPORT_REASON_MAX, reportReply } from '@taishan/contracts';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { befriend, type Member, registerMember, say, useChatService } from '../test/harness.js';

const sut = useChatService();

const report = (m: Member, payload: unknown) =>
  sut.app.inject({ method: 'POST', url: '/api/reports', headers: m.headers, payload: payload as object });

describe('POST /api/reports', () => {
  it('records a report of a message the reporter can see, once, and announces it', async () => {
    const author = await registerMember(sut);
    const reader = await registerMember(sut);
    const message = await say(sut, author, 'general', '广告：低价出售法器');
    const res = await report(reader, { messageId: message.id, reason: '  广告  ' });
    expect(res.statusCode).toBe(201);
    const body = reportReply.parse(res.json());
    expect(body.message).toBe('举报已提交');
    const row = await sut.db
      .selectFrom('reports')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      reporter_id: reader.id,
      message_id: message.id,
      room_id: 'general',
      reason: '广告',
      status: 'pending',
    });
    const event = await sut.events.waitFor('events.report.created', (e) => e.payload.reportId === body.id);
    expect(event.payload).toMatchObject({
      reporterId: reader.id,
      messageId: message.id,
      roomId: 'general',
      reason: '广告',
    });
    const twice = await report(reader, { messageId: message.id, reason: '广告' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'ALREADY_REPORTED', message: '您已举报过这条消息' });
  });

  it("refuses a message of a room the reporter is not in as if it did not exist, and one's own", async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    await befriend(sut, a, b);
    const direct = await sut.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: a.headers,
      payload: { receiverId: b.id, content: '悄悄话' },
    });
    const outsider = await registerMember(sut);
    const res = await report(outsider, { messageId: direct.json().id, reason: '骚扰' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'MESSAGE_NOT_FOUND', message: '消息不存在' });
    expect((await report(a, { messageId: uuidv7(), reason: '骚扰' })).statusCode).toBe(404);
    const own = await report(a, { messageId: direct.json().id, reason: '骚扰' });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('不能举报自己的消息');
  });

  it.each([
    [{ reason: '广告' }, '请选择要举报的消息', 'messageId'],
    [{ messageId: 'x', reason: '广告' }, '请选择要举报的消息', 'messageId'],
    [{ messageId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b' }, '请填写举报原因', 'reason'],
    [{ messageId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', reason: '  ' }, '请填写举报原因', 'reason'],
    [
      { messageId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', reason: '长'.repeat(REPORT_REASON_MAX + 1) },
      `举报原因不能超过${REPORT_REASON_MAX}个字`,
      'reason',
    ],
  ])('refuses %j', async (payload, message, field) => {
    const me = await registerMember(sut);
    const res = await report(me, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, field });
  });
});
