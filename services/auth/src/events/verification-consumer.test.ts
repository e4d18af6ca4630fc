import { eventually, listen } from '@taishan/testing';
import { describe, expect, it } from 'vitest';
import { bearer, registerMember, useAuthService } from '../test/harness.js';

const sut = useAuthService();

describe('events.verification.approved', () => {
  it('marks the member verified with the masked real name, once, and the recipient search shows it', async () => {
    const payee = await registerMember(sut.app, { nickname: '收款道友' });
    const payer = await registerMember(sut.app);
    const before = await sut.app.inject({
      method: 'GET',
      url: `/api/user/search?username=${payee.username}`,
      headers: bearer(payer.token),
    });
    expect(before.json()).toEqual({
      id: payee.user.id,
      username: payee.username,
      nickname: '收款道友',
      realName: null,
      isVerified: false,
    });

    const approved = {
      applicationId: 'app-1',
      userId: payee.user.id,
      realNameMasked: '张*',
      verifiedAt: new Date().toISOString(),
    };
    await sut.publish('events.verification.approved', approved, '0190a1b2-c3d4-7e5f-8a9b-00000000aa01');
    await sut.publish('events.verification.approved', approved, '0190a1b2-c3d4-7e5f-8a9b-00000000aa02');
    await eventually(async () => {
      const row = await sut.db
        .selectFrom('users')
        .select(['is_verified', 'real_name_masked'])
        .where('id', '=', payee.user.id)
        .executeTakeFirstOrThrow();
      return row.is_verified ? row : undefined;
    });
    const after = await sut.app.inject({
      method: 'GET',
      url: `/api/user/search?username=${payee.username.toUpperCase()}`,
      headers: bearer(payer.token),
    });
    expect(after.json()).toMatchObject({ realName: '张*', isVerified: true });
    await sut.events.waitFor(
      'events.user.updated',
      (e) => e.payload.userId === payee.user.id && e.payload.isVerified,
    );
    const inbox = await sut.db
      .selectFrom('inbox')
      .selectAll()
      .where('consumer', '=', 'auth_verification')
      .execute();
    expect(inbox).toHaveLength(2);
  });
});

describe('events.verification.approved, live', () => {
  it('tells the member’s open apps once the verified badge is stored, and nobody else', async () => {
    const member = await registerMember(sut.app);
    const other = await registerMember(sut.app);
    const isVerified = async () =>
      (
        await sut.db
          .selectFrom('users')
          .select('is_verified')
          .where('id', '=', member.user.id)
          .executeTakeFirstOrThrow()
      ).is_verified;
    const mine = listen(sut, `deliver.user.${member.user.id}`, { atArrival: isVerified });
    const theirs = listen(sut, `deliver.user.${other.user.id}`);
    await mine.ready();
    await sut.publish('events.verification.approved', {
      applicationId: 'app-2',
      userId: member.user.id,
      realNameMasked: '李*',
      verifiedAt: new Date().toISOString(),
    });
    expect(await mine.waitFor('profile_changed')).toEqual({
      type: 'profile_changed',
      data: { profileVersion: 1 },
    });
    expect(mine.atArrival).toEqual([true]);
    await theirs.ready();
    expect(theirs.seen).toEqual([]);
    mine.stop();
    theirs.stop();
  });
});

describe('GET /api/user/search?username=', () => {
  it('needs at least two characters and answers null for nobody, oneself and administrators', async () => {
    const me = await registerMember(sut.app);
    const short = await sut.app.inject({
      method: 'GET',
      url: '/api/user/search?username=a',
      headers: bearer(me.token),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: '请输入至少2个字符', field: 'username' });
    for (const username of ['nobody_at_all', me.username, 'admin']) {
      const res = await sut.app.inject({
        method: 'GET',
        url: `/api/user/search?username=${username}`,
        headers: bearer(me.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toBeNull();
    }
    const anonymous = await sut.app.inject({ method: 'GET', url: '/api/user/search?username=abc' });
    expect(anonymous.statusCode).toBe(401);
  });
});
