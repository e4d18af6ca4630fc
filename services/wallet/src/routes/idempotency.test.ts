import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { idempotencyRepository } from '../db/idempotency-repository.js';
import {
  balanceOf,
  post,
  rechargeOf,
  registerMember,
  setPassword,
  useWalletService,
} from '../test/harness.js';

const sut = useWalletService();

describe('Idempotency-Key', () => {
  it('applies a recharge once and replays the first answer for the same key and body', async () => {
    const me = await registerMember(sut);
    const first = await post(
      sut,
      me,
      '/api/wallet/recharge',
      { amount: '8.80', paymentMethod: 'alipay' },
      'recharge-1',
    );
    expect(first.statusCode).toBe(200);
    const second = await post(
      sut,
      me,
      '/api/wallet/recharge',
      { paymentMethod: 'alipay', amount: '8.80' },
      'recharge-1',
    );
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await balanceOf(sut, me)).toBe('8.80');
    const payments = await sut.db.selectFrom('payments').select('id').where('user_id', '=', me.id).execute();
    expect(payments).toHaveLength(1);
  });

  it('refuses the same key with another body or on another operation', async () => {
    const me = await registerMember(sut);
    await post(sut, me, '/api/wallet/recharge', { amount: '1' }, 'k-2');
    const other = await post(sut, me, '/api/wallet/recharge', { amount: '2' }, 'k-2');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: '该请求编号已用于另一笔操作，请刷新后重试',
    });
    await setPassword(sut, me);
    const donation = await post(
      sut,
      me,
      '/api/wallet/donation',
      { amount: '1', category: '功德箱', transactionPassword: '123456' },
      'k-2',
    );
    expect(donation.statusCode).toBe(409);
    expect(await balanceOf(sut, me)).toBe('1.00');
  });

  it('keeps keys per member: another member may use the same key', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    expect((await post(sut, a, '/api/wallet/recharge', { amount: '1' }, 'shared')).statusCode).toBe(200);
    expect((await post(sut, b, '/api/wallet/recharge', { amount: '3' }, 'shared')).statusCode).toBe(200);
    expect(await balanceOf(sut, a)).toBe('1.00');
    expect(await balanceOf(sut, b)).toBe('3.00');
  });

  it('applies a transfer and a donation once, even when the copies race', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    await rechargeOf(sut, a, '100');
    await setPassword(sut, a);
    const body = { amount: '10', targetUser: b.username, transactionPassword: '123456' };
    const copies = await Promise.all(
      Array.from({ length: 5 }, () => post(sut, a, '/api/wallet/transfer', body, 't-1')),
    );
    expect(copies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(copies.map((r) => r.json().transactionId)).size).toBe(1);
    const gifts = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(
          sut,
          a,
          '/api/wallet/donation',
          { amount: '5', category: '慈善救助', transactionPassword: '123456' },
          'd-1',
        ),
      ),
    );
    expect(new Set(gifts.map((r) => r.json().transactionId)).size).toBe(1);
    expect(await balanceOf(sut, a)).toBe('85.00');
    expect(await balanceOf(sut, b)).toBe('10.00');
  });

  it('does not keep a refusal: the same key may be used again once the problem is fixed', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    await setPassword(sut, a);
    const body = { amount: '10', targetUser: b.username, transactionPassword: '123456' };
    const poor = await post(sut, a, '/api/wallet/transfer', body, 'retry-me');
    expect(poor.json().message).toBe('余额不足');
    await rechargeOf(sut, a, '10');
    expect((await post(sut, a, '/api/wallet/transfer', body, 'retry-me')).statusCode).toBe(200);
    expect(await balanceOf(sut, b)).toBe('10.00');
  });

  it('refuses a malformed key', async () => {
    const me = await registerMember(sut);
    const res = await post(sut, me, '/api/wallet/recharge', { amount: '1' }, 'has spaces in it');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('请求编号无效');
  });

  it('forgets answers after the retention window', async () => {
    const me = await registerMember(sut);
    await post(sut, me, '/api/wallet/recharge', { amount: '1' }, 'old-key');
    await post(sut, me, '/api/wallet/recharge', { amount: '1' }, 'new-key');
    await sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = 'old-key'`.execute(
      sut.db,
    );
    expect(await idempotencyRepository.prune(sut.db, 24)).toBe(1);
    const left = await sut.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('user_id', '=', me.id)
      .execute();
    expect(left.map((r) => r.key)).toEqual(['new-key']);
  });
});
