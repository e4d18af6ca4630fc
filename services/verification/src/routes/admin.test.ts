import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { auditRepository } from '../db/audit-repository.js';
import {
  adminHeaders,
  type Member,
  makeIdCard,
  registerMember,
  submit,
  useVerificationService,
} from '../test/harness.js';

const sut = useVerificationService();

async function apply(member: Member, idCard = makeIdCard(), realName = '王重阳') {
  const res = await submit(sut, member, { idCard, realName, phone: '13700001111' });
  expect(res.statusCode).toBe(201);
  return { id: res.json().verification.id as string, idCard };
}

const review = async (id: string, payload: unknown, headers?: Record<string, string>) =>
  sut.app.inject({
    method: 'POST',
    url: `/api/admin/verifications/${id}/review`,
    headers: headers ?? (await adminHeaders(sut)),
    payload: payload as Record<string, unknown>,
  });

describe('GET /api/admin/verifications', () => {
  it('lists applications with names from the projection, the ID masked, and the counters', async () => {
    const member = await registerMember(sut, { nickname: '玄机子' });
    const { id, idCard } = await apply(member);
    const res = await sut.app.inject({
      method: 'GET',
      url: '/api/admin/verifications?status=pending',
      headers: await adminHeaders(sut),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const row = body.verifications.find((v: { id: string }) => v.id === id);
    expect(row).toMatchObject({
      id,
      userId: member.id,
      username: member.username,
      nickname: '玄机子',
      realName: '王重阳',
      idCard: `${idCard.slice(0, 4)}**********${idCard.slice(-4)}`,
      phone: '13700001111',
      status: 'pending',
      reason: null,
      verifiedAt: null,
    });
    expect(typeof row.createdAt).toBe('string');
    expect(typeof row.updatedAt).toBe('string');
    expect(res.body).not.toContain(idCard);
    expect(body.counts.pending).toBeGreaterThanOrEqual(1);
    expect(body.pagination).toMatchObject({ page: 1, limit: 100 });
  });

  it('counts by status and filters pending, processed, approved and rejected', async () => {
    const before = (
      await sut.app.inject({
        method: 'GET',
        url: '/api/admin/verifications',
        headers: await adminHeaders(sut),
      })
    ).json().counts;
    const a = await apply(await registerMember(sut));
    const b = await apply(await registerMember(sut));
    const c = await apply(await registerMember(sut));
    await review(a.id, { action: 'approve' });
    await review(b.id, { action: 'reject', reason: '信息不符' });
    const list = async (q: string) =>
      (
        await sut.app.inject({
          method: 'GET',
          url: `/api/admin/verifications${q}`,
          headers: await adminHeaders(sut),
        })
      ).json();
    const all = await list('');
    expect(all.counts).toEqual({
      pending: before.pending + 1,
      approved: before.approved + 1,
      rejected: before.rejected + 1,
    });
    const ids = (r: { verifications: { id: string }[] }) => r.verifications.map((v) => v.id);
    expect(ids(await list('?status=pending'))).toContain(c.id);
    expect(ids(await list('?status=pending'))).not.toContain(a.id);
    const processed = await list('?status=processed');
    expect(ids(processed)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(ids(processed)).not.toContain(c.id);
    expect(ids(await list('?status=approved'))).toContain(a.id);
    expect(ids(await list('?status=rejected'))).toEqual(expect.arrayContaining([b.id]));
    const rejected = processed.verifications.find((v: { id: string }) => v.id === b.id);
    expect(rejected).toMatchObject({ status: 'rejected', reason: '信息不符' });

    const bad = await sut.app.inject({
      method: 'GET',
      url: '/api/admin/verifications?status=maybe',
      headers: await adminHeaders(sut),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('无效的审核状态');
  });
});

describe('POST /api/admin/verifications/{id}/review', () => {
  it('approves a pending application: 审核通过, stored, audited, events.verification.approved without the ID', async () => {
    const member = await registerMember(sut);
    const { id, idCard } = await apply(member, makeIdCard(), '张三');
    const adminId = uuidv7();
    const res = await review(id, { action: 'approve' }, await adminHeaders(sut, adminId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: '审核通过',
      verification: { id, status: 'approved', reason: null },
    });
    const row = await sut.db
      .selectFrom('applications')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'approved', reviewed_by: adminId });
    expect(row.verified_at).toBeInstanceOf(Date);

    const event = await sut.events.waitFor(
      'events.verification.approved',
      (e) => e.payload.applicationId === id,
    );
    expect(event.payload).toEqual({
      applicationId: id,
      userId: member.id,
      realNameMasked: '张*',
      verifiedAt: row.verified_at!.toISOString(),
    });
    expect(JSON.stringify(event)).not.toContain(idCard);
    const audit = await auditRepository.forApplication(sut.db, id);
    expect(audit.map((a) => [a.action, a.admin_id])).toEqual([['approve', adminId]]);
  });

  it('rejects with a reason: 审核拒绝 and events.verification.rejected', async () => {
    const member = await registerMember(sut);
    const { id, idCard } = await apply(member);
    const res = await review(id, { action: 'reject', reason: '  身份证号与姓名不符  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: '审核拒绝',
      verification: { status: 'rejected', reason: '身份证号与姓名不符', verifiedAt: null },
    });
    const event = await sut.events.waitFor(
      'events.verification.rejected',
      (e) => e.payload.applicationId === id,
    );
    expect(event.payload).toEqual({ applicationId: id, userId: member.id, reason: '身份证号与姓名不符' });
    expect(JSON.stringify(event)).not.toContain(idCard);
  });

  it.each([
    ['no reason', { action: 'reject' }],
    ['an empty reason', { action: 'reject', reason: '' }],
    ['a blank reason', { action: 'reject', reason: '   ' }],
  ])('refuses a rejection with %s (请填写拒绝原因)', async (_name, payload) => {
    const { id } = await apply(await registerMember(sut));
    const res = await review(id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: '请填写拒绝原因：拒绝认证申请需要填写具体原因',
      field: 'reason',
    });
    const row = await sut.db
      .selectFrom('applications')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.status).toBe('pending');
  });

  it('refuses an unknown action, an unknown id and a malformed id', async () => {
    const { id } = await apply(await registerMember(sut));
    const bad = await review(id, { action: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: '请选择审核操作', field: 'action' });
    const unknown = await review(uuidv7(), { action: 'approve' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'VERIFICATION_NOT_FOUND', message: '认证申请不存在' });
    expect((await review('nope', { action: 'approve' })).statusCode).toBe(400);
  });

  it('acts only on pending applications (409), also when two admins decide at once', async () => {
    const { id } = await apply(await registerMember(sut));
    const [a, b] = await Promise.all([
      review(id, { action: 'approve' }),
      review(id, { action: 'reject', reason: '重复' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const later = await review(id, { action: 'approve' });
    expect(later.statusCode).toBe(409);
    expect(later.json()).toMatchObject({
      code: 'VERIFICATION_PROCESSED',
      message: '该认证申请已处理，只能审核待审核的申请',
    });
    expect(await auditRepository.forApplication(sut.db, id)).toHaveLength(1);
  });

  it('will not approve a second member with an identity already approved', async () => {
    const idCard = makeIdCard('19751010');
    const first = await apply(await registerMember(sut), idCard);
    const second = await apply(await registerMember(sut), idCard);
    expect((await review(first.id, { action: 'approve' })).statusCode).toBe(200);
    const res = await review(second.id, { action: 'approve' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ID_CARD_TAKEN', message: '该身份证号已被其他账户认证' });
    // It can still be rejected, with a reason.
    expect((await review(second.id, { action: 'reject', reason: '身份证号已被认证' })).statusCode).toBe(200);
  });
});

describe('POST /api/admin/verifications/{id}/reveal', () => {
  it('returns the full number to an admin and records who, when and which', async () => {
    const { id, idCard } = await apply(await registerMember(sut));
    const adminId = uuidv7();
    const res = await sut.app.inject({
      method: 'POST',
      url: `/api/admin/verifications/${id}/reveal`,
      headers: { ...(await adminHeaders(sut, adminId)), 'x-request-id': 'reveal-req-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, idCard });
    expect(res.headers['cache-control']).toBe('no-store');
    const audit = await auditRepository.forApplication(sut.db, id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'reveal',
      admin_id: adminId,
      admin_username: 'admin',
      application_id: id,
      request_id: 'reveal-req-1',
    });
    expect(audit[0]?.created_at).toBeInstanceOf(Date);
    expect(JSON.stringify(audit)).not.toContain(idCard);
  });

  it('answers 404 for an unknown application and audits nothing', async () => {
    const id = uuidv7();
    const res = await sut.app.inject({
      method: 'POST',
      url: `/api/admin/verifications/${id}/reveal`,
      headers: await adminHeaders(sut),
    });
    expect(res.statusCode).toBe(404);
    expect(await auditRepository.forApplication(sut.db, id)).toEqual([]);
  });
});

describe('admin routes need an admin token', () => {
  it.each([
    ['GET', '/api/admin/verifications'],
    ['POST', '/api/admin/verifications/ID/review'],
    ['POST', '/api/admin/verifications/ID/reveal'],
  ] as const)('%s %s: none 401, member 403', async (method, path) => {
    const member = await registerMember(sut);
    const { id } = await apply(member);
    const url = path.replace('ID', id);
    const payload = method === 'POST' ? { action: 'approve' } : undefined;
    const none = await sut.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(none.statusCode).toBe(401);
    const asMember = await sut.app.inject({
      method,
      url,
      headers: member.headers,
      ...(payload ? { payload } : {}),
    });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().message).toBe('没有权限执行此操作');
    // An admin-role token minted for the member app (member audience) is not enough either.
    const wrongAudience = await sut.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${await sut.token(member.id, { role: 'admin' })}` },
      ...(payload ? { payload } : {}),
    });
    expect(wrongAudience.statusCode).toBe(403);
    const row = await sut.db
      .selectFrom('applications')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.status).toBe('pending');
    expect(await auditRepository.forApplication(sut.db, id)).toEqual([]);
  });
});

describe('ID numbers at rest and in events', () => {
  it('stores only ciphertext and a keyed hash, and no event or outbox row carries the number', async () => {
    const member = await registerMember(sut);
    const { id, idCard } = await apply(member);
    await review(id, { action: 'approve' });
    await sut.events.waitFor('events.verification.approved', (e) => e.payload.applicationId === id);

    const { rows } = await sql<{
      row: string;
    }>`select a::text as row from applications a where id = ${id}`.execute(sut.db);
    expect(rows[0]?.row).toBeDefined();
    expect(rows[0]?.row).not.toContain(idCard);
    expect(rows[0]?.row).not.toContain(idCard.slice(4, 14));
    const stored = await sut.db
      .selectFrom('applications')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.id_card_cipher).toMatch(/^v1\./);
    expect(stored.id_card_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(sut.ctx.cipher.decrypt(stored.id_card_cipher, id)).toBe(idCard);
    // Bound to its row: the same ciphertext under another application id does not open.
    expect(() => sut.ctx.cipher.decrypt(stored.id_card_cipher, uuidv7())).toThrow();

    const outbox = await sql<{ payload: string }>`select payload::text as payload from outbox`.execute(
      sut.db,
    );
    for (const row of outbox.rows) expect(row.payload).not.toContain(idCard);
    const submitted = await sut.events.waitFor(
      'events.verification.submitted',
      (e) => e.payload.applicationId === id,
    );
    expect(submitted.payload).toEqual({
      applicationId: id,
      userId: member.id,
      submittedAt: expect.any(String),
    });
    for (const event of sut.events.events) expect(JSON.stringify(event)).not.toContain(idCard);
  });
});
