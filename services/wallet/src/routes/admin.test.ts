import { financeStatsReply, financeTransactionsReply } from '@taishan/contracts';
import { describe, expect, it } from 'vitest';
import {
  adminHeaders,
  post,
  rechargeOf,
  registerMember,
  setPassword,
  useWalletService,
} from '../test/harness.js';

const sut = useWalletService();

const get = async (url: string, headers: Record<string, string> = {}) =>
  sut.app.inject({ method: 'GET', url, headers });

describe('admin finance', () => {
  it('is for administrators only', async () => {
    const me = await registerMember(sut);
    for (const url of ['/api/admin/finance/stats', '/api/admin/finance/transactions']) {
      const none = await get(url);
      expect(none.statusCode).toBe(401);
      const member = await get(url, me.headers);
      expect(member.statusCode).toBe(403);
      expect(member.json().message).toBe('没有权限执行此操作');
      // An admin's role in a member-audience token is not enough either.
      const wrongAudience = await get(url, {
        authorization: `Bearer ${await sut.token(me.id, { role: 'admin' })}`,
      });
      expect(wrongAudience.statusCode).toBe(403);
    }
  });

  it('sums income, today’s transactions, active wallets and merit points, and pages the ledger', async () => {
    const admin = await adminHeaders(sut);
    const empty = financeStatsReply.parse((await get('/api/admin/finance/stats', admin)).json());
    expect(empty).toEqual({
      totalIncome: '0.00',
      todayTransactions: 0,
      activeWallets: 0,
      totalMeritPoints: 0,
    });
    expect((await get('/api/admin/finance/transactions', admin)).json()).toEqual({
      transactions: [],
      pagination: { page: 1, limit: 20, totalItems: 0, totalPages: 0 },
    });

    const a = await registerMember(sut, { nickname: '玄真' });
    const b = await registerMember(sut, { nickname: '妙音' });
    await registerMember(sut); // never moves money: not active
    await rechargeOf(sut, a, '100.50');
    await post(sut, b, '/api/wallet/recharge', { amount: '20', paymentMethod: 'bank_card' });
    await setPassword(sut, a);
    await post(sut, a, '/api/wallet/donation', {
      amount: '10.99',
      category: '道观维护',
      transactionPassword: '123456',
    });
    await post(sut, a, '/api/wallet/donation', {
      amount: '5.50',
      category: '法会功德',
      transactionPassword: '123456',
    });
    await post(sut, a, '/api/wallet/transfer', {
      amount: '1',
      targetUser: b.username,
      transactionPassword: '123456',
    });

    const stats = financeStatsReply.parse((await get('/api/admin/finance/stats', admin)).json());
    expect(stats).toEqual({
      totalIncome: '120.50',
      todayTransactions: 5,
      activeWallets: 2,
      totalMeritPoints: 15,
    });

    const page = financeTransactionsReply.parse(
      (await get('/api/admin/finance/transactions?page=1&limit=2', admin)).json(),
    );
    expect(page.pagination).toEqual({ page: 1, limit: 2, totalItems: 5, totalPages: 3 });
    expect(page.transactions[0]).toMatchObject({
      userName: '玄真',
      userAvatar: null,
      type: 'transfer',
      amount: '1.00',
      paymentMethod: 'wallet',
      status: 'completed',
    });
    const last = financeTransactionsReply.parse(
      (await get('/api/admin/finance/transactions?page=3&limit=2', admin)).json(),
    );
    expect(last.transactions.map((t) => [t.userName, t.type, t.paymentMethod, t.amount])).toEqual([
      ['玄真', 'recharge', 'alipay', '100.50'],
    ]);
    const middle = financeTransactionsReply.parse(
      (await get('/api/admin/finance/transactions?page=2&limit=2', admin)).json(),
    );
    expect(middle.transactions.map((t) => [t.type, t.paymentMethod])).toEqual([
      ['donation', 'wallet'],
      ['recharge', 'bank'],
    ]);
    const bad = await get('/api/admin/finance/transactions?page=0', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('页码无效');
  });
});
