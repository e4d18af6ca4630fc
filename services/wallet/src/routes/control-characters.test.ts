import { beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  type Member,
  post,
  rechargeOf,
  registerMember,
  setPassword,
  useWalletService,
} from '../test/harness.js';

const sut = useWalletService();

const NUL = '\u0000';

let payer: Member;
let payee: Member;
beforeAll(async () => {
  payer = await registerMember(sut);
  payee = await registerMember(sut);
  await rechargeOf(sut, payer, '100');
  await setPassword(sut, payer, '123456');
});

const walletRow = () =>
  sut.db
    .selectFrom('wallets')
    .select(['password_failures', 'transaction_password_hash'])
    .where('user_id', '=', payer.id)
    .executeTakeFirstOrThrow();

describe('a NUL byte in any input string is 400 内容包含无效字符, never 500', () => {
  const transfer = () => ({ amount: '1', targetUser: payee.username, transactionPassword: '123456' });
  const donation = { amount: '1', category: '功德箱', message: '祈福', transactionPassword: '123456' };

  it.each([
    ['message', '/api/wallet/donation', () => ({ ...donation, message: `祈${NUL}福` })],
    [
      'transactionPassword',
      '/api/wallet/donation',
      () => ({ ...donation, transactionPassword: `123${NUL}456` }),
    ],
    ['targetUser', '/api/wallet/transfer', () => ({ ...transfer(), targetUser: `${payee.username}${NUL}` })],
    [
      'transactionPassword',
      '/api/wallet/transfer',
      () => ({ ...transfer(), transactionPassword: `123456${NUL}` }),
    ],
    [
      'password',
      '/api/user/transaction-password',
      () => ({ password: `654${NUL}321`, currentPassword: '123456' }),
    ],
    [
      'confirmPassword',
      '/api/user/transaction-password',
      () => ({ password: '654321', confirmPassword: `654${NUL}321`, currentPassword: '123456' }),
    ],
    [
      'currentPassword',
      '/api/user/transaction-password',
      () => ({ password: '654321', currentPassword: `123${NUL}456` }),
    ],
  ])('refuses it in %s at POST %s', async (field, url, payload) => {
    const before = await walletRow();
    const res = await post(sut, payer, url, payload());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      error: 'Bad Request',
      message: '内容包含无效字符',
      field,
    });
    // Refused at the edge: no money moved, no password attempt counted, no password changed.
    expect(await balanceOf(sut, payer)).toBe('100.00');
    expect(await walletRow()).toEqual(before);
  });
});

describe('a body nested too deep', () => {
  it('answers 400 请求内容嵌套过深 before the Idempotency-Key hash walks it', async () => {
    const depth = 100_000;
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/wallet/donation',
      headers: { ...payer.headers, 'content-type': 'application/json', 'idempotency-key': 'deep-1' },
      payload: `${'['.repeat(depth)}${']'.repeat(depth)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'BODY_TOO_DEEP',
      error: 'Bad Request',
      message: '请求内容嵌套过深',
    });
    const stored = await sut.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', '=', 'deep-1')
      .executeTakeFirst();
    expect(stored).toBeUndefined();
  });
});
