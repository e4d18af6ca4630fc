import { donationReply, rechargeReply, walletReply, walletTransactionsReply } from '@taishan/contracts';
import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  call,
  ledgerInvariants,
  post,
  rechargeOf,
  registerMember,
  setPassword,
  useWalletService,
} from '../test/harness.js';

const sut = useWalletService({ WALLET_MAX_AMOUNT_YUAN: '1000' });

describe('GET /api/user/wallet', () => {
  it('shows a new member an empty, unverified wallet without a transaction password', async () => {
    const me = await registerMember(sut);
    const res = await call(sut, me, { method: 'GET', url: '/api/user/wallet' });
    expect(res.statusCode).toBe(200);
    expect(walletReply.parse(res.json())).toEqual({
      balance: '0.00',
      isVerified: false,
      transactionPassword: false,
      lockedUntil: null,
    });
  });

  it('needs a member token', async () => {
    const none = await sut.app.inject({ method: 'GET', url: '/api/user/wallet' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('请先登录');
    const admin = await sut.app.inject({
      method: 'GET',
      url: '/api/user/wallet',
      headers: {
        authorization: `Bearer ${await sut.token(crypto.randomUUID(), { role: 'admin', aud: 'admin' })}`,
      },
    });
    expect(admin.statusCode).toBe(403);
  });

  it('tells a member whose wallet is not open yet to retry', async () => {
    const headers = { authorization: `Bearer ${await sut.token(crypto.randomUUID())}` };
    const res = await sut.app.inject({ method: 'GET', url: '/api/user/wallet', headers });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'WALLET_PENDING', message: '功德箱正在开通，请稍后再试' });
  });
});

describe('POST /api/wallet/recharge', () => {
  it('credits the wallet through the sandbox provider, says it is a test payment, and announces it', async () => {
    const me = await registerMember(sut);
    const res = await post(sut, me, '/api/wallet/recharge', { amount: '100', paymentMethod: 'wechat_pay' });
    expect(res.statusCode).toBe(200);
    const body = rechargeReply.parse(res.json());
    expect(body).toMatchObject({
      message: '充值成功',
      amount: '100.00',
      balance: '100.00',
      status: 'completed',
      paymentMethod: 'wechat_pay',
      sandbox: true,
    });
    expect(body.notice).toContain('测试支付');
    expect(await balanceOf(sut, me)).toBe('100.00');
    const event = await sut.events.waitFor('events.wallet.recharged', (e) => e.payload.userId === me.id);
    expect(event.payload).toMatchObject({
      transactionId: body.transactionId,
      paymentId: body.paymentId,
      amount: '100.00',
      paymentMethod: 'wechat_pay',
    });
    const payment = await sut.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', body.paymentId)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'completed', provider: 'sandbox', amount: '10000' });
  });

  it('accepts numbers and up to two decimals, defaulting to alipay', async () => {
    const me = await registerMember(sut);
    const res = await post(sut, me, '/api/wallet/recharge', { amount: 12.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ amount: '12.50', paymentMethod: 'alipay' });
    await rechargeOf(sut, me, '0.01');
    expect(await balanceOf(sut, me)).toBe('12.51');
  });

  it.each([
    [{}, '充值金额无效'],
    [{ amount: '' }, '充值金额无效'],
    [{ amount: '0' }, '充值金额无效'],
    [{ amount: -5 }, '充值金额无效'],
    [{ amount: '1.234' }, '充值金额无效'],
    [{ amount: 'abc' }, '充值金额无效'],
    [{ amount: '1e3' }, '充值金额无效'],
    [{ amount: '10', paymentMethod: 'paypal' }, '请选择支付方式'],
  ])('refuses %j', async (payload, message) => {
    const me = await registerMember(sut);
    const res = await post(sut, me, '/api/wallet/recharge', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(await balanceOf(sut, me)).toBe('0.00');
  });

  it('refuses more than the configured limit', async () => {
    const me = await registerMember(sut);
    const res = await post(sut, me, '/api/wallet/recharge', { amount: '1000.01' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'AMOUNT_TOO_LARGE',
      message: '单笔充值金额不能超过1000.00元',
      field: 'amount',
    });
    expect((await post(sut, me, '/api/wallet/recharge', { amount: '1000' })).statusCode).toBe(200);
  });
});

describe('POST /api/user/transaction-password', () => {
  it('sets the first password (argon2id), then changes it only with the current one', async () => {
    const me = await registerMember(sut);
    const first = await post(sut, me, '/api/user/transaction-password', {
      password: '246810',
      confirmPassword: '246810',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: '交易密码设置成功' });
    const row = await sut.db
      .selectFrom('wallets')
      .selectAll()
      .where('user_id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(row.transaction_password_hash).toMatch(/^\$argon2id\$/);
    expect((await call(sut, me, { method: 'GET', url: '/api/user/wallet' })).json().transactionPassword).toBe(
      true,
    );

    const without = await post(sut, me, '/api/user/transaction-password', { password: '135790' });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ message: '请输入当前交易密码', field: 'currentPassword' });
    const wrong = await post(sut, me, '/api/user/transaction-password', {
      password: '135790',
      currentPassword: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: '当前交易密码错误，还可尝试4次',
      field: 'currentPassword',
    });
    const ok = await post(sut, me, '/api/user/transaction-password', {
      password: '135790',
      currentPassword: '246810',
    });
    expect(ok.statusCode).toBe(200);
    const after = await sut.db
      .selectFrom('wallets')
      .selectAll()
      .where('user_id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(after.password_failures).toBe(0);
  });

  it.each([
    [{}, '交易密码至少需要6位', 'password'],
    [{ password: '12345' }, '交易密码至少需要6位', 'password'],
    [{ password: '123456', confirmPassword: '654321' }, '两次输入的密码不相同', 'confirmPassword'],
    [{ password: 'x'.repeat(65) }, '交易密码不能超过64位', 'password'],
  ])('refuses %j', async (payload, message, field) => {
    const me = await registerMember(sut);
    const res = await post(sut, me, '/api/user/transaction-password', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, field });
  });
});

describe('POST /api/wallet/donation', () => {
  it('moves the amount to the category fund, earns one merit point per whole yuan, and announces it', async () => {
    const me = await registerMember(sut);
    await rechargeOf(sut, me, '100');
    await setPassword(sut, me);
    const res = await post(sut, me, '/api/wallet/donation', {
      amount: '20.99',
      category: '香火钱',
      message: '祈福平安',
      transactionPassword: '123456',
    });
    expect(res.statusCode).toBe(200);
    const body = donationReply.parse(res.json());
    expect(body).toMatchObject({ message: '捐献成功', amount: '20.99', balance: '79.01', meritPoints: 20 });
    const event = await sut.events.waitFor('events.wallet.donated', (e) => e.payload.userId === me.id);
    expect(event.payload).toMatchObject({
      transactionId: body.transactionId,
      amount: '20.99',
      category: '香火钱',
      meritPoints: 20,
    });
    const fund = await sut.db
      .selectFrom('accounts')
      .select('id')
      .where('code', '=', 'donation_fund:香火钱')
      .executeTakeFirstOrThrow();
    const posted = await sut.db
      .selectFrom('postings')
      .selectAll()
      .where('transaction_id', '=', body.transactionId)
      .execute();
    expect(posted.map((p) => [p.account_id === fund.id, p.amount]).sort()).toEqual([
      [false, '-2099'],
      [true, '2099'],
    ]);
  });

  it('needs a transaction password, a balance, a category and a valid amount', async () => {
    const me = await registerMember(sut);
    await rechargeOf(sut, me, '10');
    const noPassword = await post(sut, me, '/api/wallet/donation', {
      amount: '1',
      category: '功德箱',
      transactionPassword: '123456',
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe('请先设置交易密码');
    await setPassword(sut, me);
    const tooMuch = await post(sut, me, '/api/wallet/donation', {
      amount: '10.01',
      category: '功德箱',
      transactionPassword: '123456',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: '余额不足' });
    for (const [payload, message] of [
      [{ amount: '0', category: '功德箱' }, '捐献金额无效'],
      [{ amount: '1.001', category: '功德箱' }, '捐献金额无效'],
      [{ amount: '1', category: 'general' }, '请选择捐献类别'],
      [{ amount: '1', category: '功德箱', message: '长'.repeat(201) }, '留言不能超过200个字'],
    ] as const) {
      const res = await post(sut, me, '/api/wallet/donation', { ...payload, transactionPassword: '123456' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const limit = await post(sut, me, '/api/wallet/donation', {
      amount: '1001',
      category: '功德箱',
      transactionPassword: '123456',
    });
    expect(limit.json().message).toBe('单笔捐献金额不能超过1000.00元');
    expect(await balanceOf(sut, me)).toBe('10.00');
  });
});

describe('GET /api/user/wallet/transactions', () => {
  it('lists only the caller’s own movements, latest first, 10 by default', async () => {
    const me = await registerMember(sut, { nickname: '明月' });
    const other = await registerMember(sut, { nickname: '清泉' });
    await setPassword(sut, me);
    await setPassword(sut, other);
    for (let i = 1; i <= 11; i++) await rechargeOf(sut, me, `${i}`);
    await rechargeOf(sut, other, '50');
    await post(sut, me, '/api/wallet/donation', {
      amount: '2',
      category: '经书印刷',
      message: '',
      transactionPassword: '123456',
    });
    await post(sut, me, '/api/wallet/transfer', {
      amount: '3',
      targetUser: other.username,
      transactionPassword: '123456',
    });
    await post(sut, other, '/api/wallet/transfer', {
      amount: '4.5',
      targetUser: me.username,
      transactionPassword: '123456',
    });

    const res = await call(sut, me, { method: 'GET', url: '/api/user/wallet/transactions' });
    expect(res.statusCode).toBe(200);
    const rows = walletTransactionsReply.parse(res.json());
    expect(rows).toHaveLength(10);
    expect(rows.slice(0, 4).map((r) => [r.type, r.title, r.amount])).toEqual([
      ['transfer_in', '来自 清泉 的转账', '4.50'],
      ['transfer_out', '转账给 清泉', '3.00'],
      ['donation', '捐献 · 经书印刷', '2.00'],
      ['recharge', '充值', '11.00'],
    ]);
    expect(rows[2]!.description).toBe('功德无量');
    expect(rows[3]!.description).toBe('支付宝（测试支付）');
    const all = await call(sut, me, { method: 'GET', url: '/api/user/wallet/transactions?limit=50' });
    expect(all.json()).toHaveLength(14);
    const theirs = walletTransactionsReply.parse(
      (await call(sut, other, { method: 'GET', url: '/api/user/wallet/transactions' })).json(),
    );
    expect(theirs.map((r) => r.type)).toEqual(['transfer_out', 'transfer_in', 'recharge']);
    const bad = await call(sut, me, { method: 'GET', url: '/api/user/wallet/transactions?limit=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('每页数量无效');
    expect(await ledgerInvariants(sut.db)).toMatchObject({ unbalanced: 0, drift: 0, negative: 0 });
  });
});
