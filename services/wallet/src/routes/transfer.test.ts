import { walletOperationReply } from '@taishan/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  call,
  eventually,
  ledgerInvariants,
  type Member,
  post,
  publishEvent,
  rechargeOf,
  registerMember,
  setPassword,
  useWalletService,
} from '../test/harness.js';

const sut = useWalletService();

const transfer = (from: Member, payload: Record<string, unknown>, key?: string) =>
  post(sut, from, '/api/wallet/transfer', payload, key);

async function pair(amount = '100') {
  const a = await registerMember(sut, { nickname: '甲' });
  const b = await registerMember(sut, { nickname: '乙' });
  await rechargeOf(sut, a, amount);
  await setPassword(sut, a, '112233');
  return { a, b };
}

describe('POST /api/wallet/transfer', () => {
  it('moves money between two members, both see it, and it is announced', async () => {
    const { a, b } = await pair();
    // Usernames match in any case, as they do in auth.
    const res = await transfer(a, {
      amount: '30',
      targetUser: b.username.toUpperCase(),
      transactionPassword: '112233',
    });
    expect(res.statusCode).toBe(200);
    const body = walletOperationReply.parse(res.json());
    expect(body).toMatchObject({ message: '转账成功', amount: '30.00', balance: '70.00' });
    expect(await balanceOf(sut, a)).toBe('70.00');
    expect(await balanceOf(sut, b)).toBe('30.00');
    const event = await sut.events.waitFor('events.wallet.transferred', (e) => e.payload.fromUserId === a.id);
    expect(event.payload).toMatchObject({
      transactionId: body.transactionId,
      toUserId: b.id,
      amount: '30.00',
    });
    expect(await ledgerInvariants(sut.db)).toMatchObject({ unbalanced: 0, drift: 0, negative: 0 });
  });

  it('refuses without a transaction password, to oneself, to an unknown user, and above the balance', async () => {
    const a = await registerMember(sut);
    const b = await registerMember(sut);
    await rechargeOf(sut, a, '10');
    const noPassword = await transfer(a, { amount: '1', targetUser: b.username, transactionPassword: 'x' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({
      code: 'TRANSACTION_PASSWORD_NOT_SET',
      message: '请先设置交易密码',
    });
    await setPassword(sut, a);
    const self = await transfer(a, {
      amount: '1',
      targetUser: ` ${a.username} `,
      transactionPassword: '123456',
    });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'TRANSFER_TO_SELF', message: '不能转账给自己' });
    const unknown = await transfer(a, {
      amount: '1',
      targetUser: 'nobody_here',
      transactionPassword: '123456',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'RECIPIENT_NOT_FOUND', message: '收款人不存在' });
    const over = await transfer(a, {
      amount: '10.01',
      targetUser: b.username,
      transactionPassword: '123456',
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: '余额不足' });
    for (const [payload, message] of [
      [{ amount: '0', targetUser: b.username, transactionPassword: '123456' }, '转账金额无效'],
      [{ amount: '-1', targetUser: b.username, transactionPassword: '123456' }, '转账金额无效'],
      [{ amount: '0.001', targetUser: b.username, transactionPassword: '123456' }, '转账金额无效'],
      [{ amount: '1', targetUser: '', transactionPassword: '123456' }, '收款人不存在'],
      [{ amount: '1', targetUser: b.username }, '请输入交易密码'],
      [
        { amount: '50000.01', targetUser: b.username, transactionPassword: '123456' },
        '单笔转账金额不能超过50000.00元',
      ],
    ] as const) {
      const res = await transfer(a, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await balanceOf(sut, a)).toBe('10.00');
    expect(await balanceOf(sut, b)).toBe('0.00');
  });

  it('does not pay an administrator or a deleted member', async () => {
    const { a } = await pair();
    const gone = await registerMember(sut);
    await publishEvent(sut, 'events.user.deleted', { userId: gone.id, username: gone.username });
    await eventually(async () => {
      const w = await sut.db
        .selectFrom('wallets')
        .select('closed_at')
        .where('user_id', '=', gone.id)
        .executeTakeFirst();
      return w?.closed_at;
    });
    const res = await transfer(a, { amount: '1', targetUser: gone.username, transactionPassword: '112233' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('收款人不存在');
    await publishEvent(sut, 'events.user.registered', {
      userId: crypto.randomUUID(),
      username: 'temple_admin',
      nickname: '管理员',
      avatar: null,
      role: 'admin',
      createdAt: new Date().toISOString(),
    });
    await eventually(() =>
      sut.db
        .selectFrom('members')
        .select('user_id')
        .where('username', '=', 'temple_admin')
        .executeTakeFirst(),
    );
    const toAdmin = await transfer(a, {
      amount: '1',
      targetUser: 'temple_admin',
      transactionPassword: '112233',
    });
    expect(toAdmin.json().message).toBe('收款人不存在');
  });
});

describe('wrong transaction passwords', () => {
  it('are counted, and five in a row lock transfers for 15 minutes; a right one in between resets the count', async () => {
    const { a, b } = await pair();
    const wrong = () => transfer(a, { amount: '1', targetUser: b.username, transactionPassword: '999999' });
    const first = await wrong();
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({
      code: 'TRANSACTION_PASSWORD_WRONG',
      message: '交易密码错误，还可尝试4次',
      field: 'transactionPassword',
    });
    expect((await wrong()).json().message).toBe('交易密码错误，还可尝试3次');
    const right = await transfer(a, { amount: '1', targetUser: b.username, transactionPassword: '112233' });
    expect(right.statusCode).toBe(200);
    for (const left of [4, 3, 2, 1])
      expect((await wrong()).json().message).toBe(`交易密码错误，还可尝试${left}次`);
    const fifth = await wrong();
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toMatchObject({
      code: 'TRANSACTION_PASSWORD_LOCKED',
      message: '交易密码错误次数过多，转账已锁定，请15分钟后再试',
    });
    // Locked: even the right password is refused, and the wallet says until when.
    const blocked = await transfer(a, { amount: '1', targetUser: b.username, transactionPassword: '112233' });
    expect(blocked.statusCode).toBe(423);
    const view = (await call(sut, a, { method: 'GET', url: '/api/user/wallet' })).json();
    expect(new Date(view.lockedUntil).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    const change = await post(sut, a, '/api/user/transaction-password', {
      password: '654321',
      currentPassword: '112233',
    });
    expect(change.statusCode).toBe(423);
    expect(await balanceOf(sut, a)).toBe('99.00');

    // Once the lock has run out (moved into the past here), the right password works again.
    await sql`update wallets set locked_until = now() - interval '1 second' where user_id = ${a.id}`.execute(
      sut.db,
    );
    const again = await transfer(a, { amount: '1', targetUser: b.username, transactionPassword: '112233' });
    expect(again.statusCode).toBe(200);
    const row = await sut.db
      .selectFrom('wallets')
      .selectAll()
      .where('user_id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ password_failures: 0, locked_until: null });
  });
});
