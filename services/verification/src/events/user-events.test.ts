import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import {
  adminHeaders,
  bearer,
  eventually,
  publishEvent,
  registerMember,
  submit,
  useVerificationService,
} from '../test/harness.js';

const sut = useVerificationService();

const member = (id: string) =>
  sut.db.selectFrom('members').selectAll().where('user_id', '=', id).executeTakeFirst();

const listRow = async (applicationId: string) => {
  const res = await sut.app.inject({
    method: 'GET',
    url: '/api/admin/verifications',
    headers: await adminHeaders(sut),
  });
  return res.json().verifications.find((v: { id: string }) => v.id === applicationId);
};

describe('user projection (events.user.*)', () => {
  it('takes username and nickname from registrations and updates into the admin list', async () => {
    const m = await registerMember(sut, { nickname: '云游子' });
    expect(await member(m.id)).toMatchObject({ username: m.username, nickname: '云游子', deleted_at: null });
    const id = (await submit(sut, m)).json().verification.id;
    expect(await listRow(id)).toMatchObject({ username: m.username, nickname: '云游子' });

    await publishEvent(sut, 'events.user.updated', {
      userId: m.id,
      username: m.username,
      nickname: '逍遥子',
      avatar: null,
      isVerified: false,
      privacy: { showOnlineStatus: true, allowFriendRequests: true, allowStrangerMessages: false },
    });
    await eventually(async () => (await member(m.id))?.nickname === '逍遥子');
    expect(await listRow(id)).toMatchObject({ nickname: '逍遥子' });
  });

  it('lists an application whose member is not known yet with null names', async () => {
    const stranger = uuidv7();
    const res = await submit(sut, {
      id: stranger,
      username: 'x',
      nickname: 'x',
      headers: bearer(await sut.token(stranger)),
    });
    expect(res.statusCode).toBe(201);
    expect(await listRow(res.json().verification.id)).toMatchObject({ username: null, nickname: null });
  });

  it('forgets a deleted member’s applications, refuses their late submissions, and ignores a replayed registration', async () => {
    const m = await registerMember(sut);
    const id = (await submit(sut, m)).json().verification.id;
    await publishEvent(sut, 'events.user.deleted', { userId: m.id, username: m.username });
    await eventually(async () => (await member(m.id))?.deleted_at);
    await eventually(async () => {
      const row = await sut.db
        .selectFrom('applications')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row === undefined;
    });
    const late = await submit(sut, m);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ code: 'MEMBER_DELETED', message: '账户已注销' });

    await publishEvent(sut, 'events.user.registered', {
      userId: m.id,
      username: m.username,
      nickname: '复活',
      avatar: null,
      role: 'member',
      createdAt: new Date().toISOString(),
    });
    const marker = await registerMember(sut);
    expect(await member(marker.id)).toBeDefined();
    expect(await member(m.id)).toMatchObject({ nickname: m.nickname });
    expect((await member(m.id))?.deleted_at).toBeInstanceOf(Date);
  });
});
