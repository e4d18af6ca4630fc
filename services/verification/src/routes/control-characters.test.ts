import { describe, expect, it } from 'vitest';
import { adminHeaders, makeIdCard, registerMember, submit, useVerificationService } from '../test/harness.js';

const sut = useVerificationService();

const NUL = '\u0000';
const INVALID = (field: string) => ({
  statusCode: 400,
  code: 'VALIDATION_FAILED',
  error: 'Bad Request',
  message: '内容包含无效字符',
  field,
});

describe('a NUL byte in any input string is 400 内容包含无效字符, never 500', () => {
  it.each([
    ['realName', () => `张三${NUL}丰`],
    ['idCard', () => `${makeIdCard().slice(0, 17)}${NUL}`],
    ['phone', () => `1380013${NUL}8000`],
  ])('refuses it in the submitted %s and stores nothing', async (field, value) => {
    const member = await registerMember(sut);
    const res = await submit(sut, member, { [field]: value() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID(field));
    const stored = await sut.db
      .selectFrom('applications')
      .select('id')
      .where('user_id', '=', member.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('refuses it in the rejection reason and leaves the application pending', async () => {
    const created = await submit(sut, await registerMember(sut));
    const id = created.json().verification.id as string;
    const res = await sut.app.inject({
      method: 'POST',
      url: `/api/admin/verifications/${id}/review`,
      headers: await adminHeaders(sut),
      payload: { action: 'reject', reason: `资料${NUL}不符` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID('reason'));
    const row = await sut.db
      .selectFrom('applications')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });
});
