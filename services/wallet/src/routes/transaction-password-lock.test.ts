import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  call,
  type Member,
  post,
  rechargeOf,
  registerMember,
  setPassword,
  useWalletService,
} from '../test/harness.js';

const sut = useWalletService();

const RIGHT = '112233';

async function payerAndPayee() {
  const payer = await registerMember(sut, { nickname: '甲' });
  const payee = await registerMember(sut, { nickname: '乙' });
  await rechargeOf(sut, payer, '100');
  await setPassword(sut, payer, RIGHT);
  return { payer, payee };
}

const walletRow = (member: Member) =>
  sut.db.selectFrom('wallets').selectAll().where('user_id', '=', member.id).executeTakeFirstOrThrow();

/** Locked for the configured 15 minutes, with the count the fifth wrong password left. */
async function expectLockedAfterFive(member: Member) {
  const row = await walletRow(member);
  expect(row.password_failures).toBe(5);
  expect(row.locked_until?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  const view = (await call(sut, member, { method: 'GET', url: '/api/user/wallet' })).json();
  expect(view.lockedUntil).toBe(row.locked_until?.toISOString());
}

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('parallel transaction-password attempts', () => {
  it('count every wrong transfer password exactly up to the lock, and no further', async () => {
    const { payer, payee } = await payerAndPayee();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(sut, payer, '/api/wallet/transfer', {
          amount: '1',
          targetUser: payee.username,
          transactionPassword: `wrong-${i}`,
        }),
      ),
    );
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 400: 4, 423: 6 });
    await expectLockedAfterFive(payer);
  });

  it('never let the right current password among nine wrong ones unlock the password change', async () => {
    const { payer } = await payerAndPayee();
    const before = (await walletRow(payer)).transaction_password_hash;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(sut, payer, '/api/user/transaction-password', {
          password: '654321',
          currentPassword: i === 3 ? RIGHT : `wrong-${i}`,
        }),
      ),
    );
    const statuses = tally(answers.map((a) => a.statusCode));
    // Whatever the order, nine wrong passwords include five after any right one: locked at the end.
    await expectLockedAfterFive(payer);
    const changed = (await walletRow(payer)).transaction_password_hash !== before;
    expect(changed).toBe(statuses[200] === 1);
    expect((statuses[400] ?? 0) + (statuses[423] ?? 0) + (statuses[200] ?? 0)).toBe(10);
    expect(statuses[400]).toBeGreaterThanOrEqual(4);
  });

  it('never let the right transfer password among nine wrong ones unlock transfers', async () => {
    const { payer, payee } = await payerAndPayee();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(sut, payer, '/api/wallet/transfer', {
          amount: '1',
          targetUser: payee.username,
          transactionPassword: i === 3 ? RIGHT : `wrong-${i}`,
        }),
      ),
    );
    const statuses = tally(answers.map((a) => a.statusCode));
    await expectLockedAfterFive(payer);
    expect(await balanceOf(sut, payer)).toBe(statuses[200] === 1 ? '99.00' : '100.00');
  });

  it('refuses the right password while locked without resetting the lock', async () => {
    const { payer, payee } = await payerAndPayee();
    for (let i = 0; i < 5; i++)
      await post(sut, payer, '/api/wallet/transfer', {
        amount: '1',
        targetUser: payee.username,
        transactionPassword: `wrong-${i}`,
      });
    const locked = await walletRow(payer);
    const answers = await Promise.all([
      post(sut, payer, '/api/wallet/transfer', {
        amount: '1',
        targetUser: payee.username,
        transactionPassword: RIGHT,
      }),
      post(sut, payer, '/api/wallet/donation', {
        amount: '1',
        category: '功德箱',
        transactionPassword: RIGHT,
      }),
      post(sut, payer, '/api/user/transaction-password', { password: '654321', currentPassword: RIGHT }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([423, 423, 423]);
    for (const answer of answers)
      expect(answer.json()).toMatchObject({
        code: 'TRANSACTION_PASSWORD_LOCKED',
        message: '交易密码错误次数过多，转账已锁定，请15分钟后再试',
      });
    const after = await walletRow(payer);
    expect(after).toMatchObject({
      password_failures: 5,
      locked_until: locked.locked_until,
      transaction_password_hash: locked.transaction_password_hash,
    });
    expect(await balanceOf(sut, payer)).toBe('100.00');
  });
});

describe('POST /api/wallet/donation and the transaction password', () => {
  it('needs the transaction password field', async () => {
    const { payer } = await payerAndPayee();
    const res = await post(sut, payer, '/api/wallet/donation', { amount: '1', category: '功德箱' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      error: 'Bad Request',
      message: '请输入交易密码',
      field: 'transactionPassword',
    });
    expect(await balanceOf(sut, payer)).toBe('100.00');
  });

  it('refuses a wrong one and counts it, with the transfer’s message', async () => {
    const { payer } = await payerAndPayee();
    const res = await post(sut, payer, '/api/wallet/donation', {
      amount: '1',
      category: '功德箱',
      transactionPassword: 'wrong-1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'TRANSACTION_PASSWORD_WRONG',
      error: 'Bad Request',
      message: '交易密码错误，还可尝试4次',
      field: 'transactionPassword',
    });
    expect((await walletRow(payer)).password_failures).toBe(1);
    expect(await balanceOf(sut, payer)).toBe('100.00');
  });

  it('shares the lock with transfers: four wrong transfers and a wrong donation lock both', async () => {
    const { payer, payee } = await payerAndPayee();
    for (let i = 0; i < 4; i++)
      await post(sut, payer, '/api/wallet/transfer', {
        amount: '1',
        targetUser: payee.username,
        transactionPassword: `wrong-${i}`,
      });
    const fifth = await post(sut, payer, '/api/wallet/donation', {
      amount: '1',
      category: '功德箱',
      transactionPassword: 'wrong-5',
    });
    expect(fifth.statusCode).toBe(423);
    await expectLockedAfterFive(payer);
  });

  it('resets the count when the right one comes', async () => {
    const { payer } = await payerAndPayee();
    await post(sut, payer, '/api/wallet/donation', {
      amount: '1',
      category: '功德箱',
      transactionPassword: 'wrong-1',
    });
    const right = await post(sut, payer, '/api/wallet/donation', {
      amount: '1',
      category: '功德箱',
      transactionPassword: RIGHT,
    });
    expect(right.statusCode).toBe(200);
    expect(await walletRow(payer)).toMatchObject({ password_failures: 0, locked_until: null });
    expect(await balanceOf(sut, payer)).toBe('99.00');
  });

  it('asks for a transaction password to be set first', async () => {
    const me = await registerMember(sut);
    await rechargeOf(sut, me, '10');
    const res = await post(sut, me, '/api/wallet/donation', {
      amount: '1',
      category: '功德箱',
      transactionPassword: '123456',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'TRANSACTION_PASSWORD_NOT_SET', message: '请先设置交易密码' });
  });
});
