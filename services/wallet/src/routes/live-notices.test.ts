import { formatFen } from '@taishan/contracts';
import { listen } from '@taishan/testing';
import { describe, expect, it } from 'vitest';
import {
  type Member,
  post,
  publishEvent,
  rechargeOf,
  registerMember,
  setPassword,
  useWalletService,
} from '../test/harness.js';

const sut = useWalletService();

/** The stored balance, as "12.50". */
const storedBalance = async (userId: string) => {
  const row = await sut.db
    .selectFrom('wallets')
    .select('balance')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return formatFen(BigInt(row.balance));
};

/** What a member's open apps hear, with the stored balance at the moment each frame arrived. */
async function appsOf(member: Member) {
  const live = listen(sut, `deliver.user.${member.id}`, { atArrival: () => storedBalance(member.id) });
  await live.ready();
  return live;
}

const transfer = (from: Member, to: Member, amount: string, key?: string) =>
  post(
    sut,
    from,
    '/api/wallet/transfer',
    { amount, targetUser: to.username, transactionPassword: '123456' },
    key,
  );

async function payerAndPayee() {
  const a = await registerMember(sut, { nickname: '施主甲' });
  const b = await registerMember(sut, { nickname: '施主乙' });
  await rechargeOf(sut, a, '100');
  await setPassword(sut, a);
  return { a, b };
}

describe('wallet_changed on deliver.user.<id>', () => {
  it('tells payer and payee once a transfer committed, with who and how much, and nobody else', async () => {
    const { a, b } = await payerAndPayee();
    const bystander = await registerMember(sut);
    const [toA, toB, toC] = await Promise.all([appsOf(a), appsOf(b), appsOf(bystander)]);
    const res = await transfer(a, b, '30');
    expect(res.statusCode).toBe(200);
    const transactionId = res.json().transactionId as string;
    expect(await toB.waitFor('wallet_changed')).toEqual({
      type: 'wallet_changed',
      data: {
        type: 'transfer_in',
        transactionId,
        amount: '30.00',
        balance: '30.00',
        counterparty: { id: a.id, username: a.username, nickname: '施主甲' },
      },
    });
    expect(await toA.waitFor('wallet_changed')).toEqual({
      type: 'wallet_changed',
      data: {
        type: 'transfer_out',
        transactionId,
        amount: '30.00',
        balance: '70.00',
        counterparty: { id: b.id, username: b.username, nickname: '施主乙' },
      },
    });
    // Published after the commit: the balances were already stored when the frames arrived.
    expect(toA.atArrival).toEqual(['70.00']);
    expect(toB.atArrival).toEqual(['30.00']);
    await toC.ready();
    expect(toC.seen).toEqual([]);
    for (const l of [toA, toB, toC]) l.stop();
  });

  it('tells the member after a recharge and after a donation', async () => {
    const m = await registerMember(sut);
    const apps = await appsOf(m);
    const recharge = await post(sut, m, '/api/wallet/recharge', {
      amount: '50',
      paymentMethod: 'wechat_pay',
    });
    expect(recharge.statusCode).toBe(200);
    expect(await apps.waitFor('wallet_changed', (d) => d.data.type === 'recharge')).toEqual({
      type: 'wallet_changed',
      data: {
        type: 'recharge',
        transactionId: recharge.json().transactionId,
        amount: '50.00',
        balance: '50.00',
        counterparty: null,
      },
    });
    await setPassword(sut, m);
    const donation = await post(sut, m, '/api/wallet/donation', {
      amount: '12.5',
      category: '香火钱',
      message: '',
      transactionPassword: '123456',
    });
    expect(donation.statusCode).toBe(200);
    expect(await apps.waitFor('wallet_changed', (d) => d.data.type === 'donation')).toEqual({
      type: 'wallet_changed',
      data: {
        type: 'donation',
        transactionId: donation.json().transactionId,
        amount: '12.50',
        balance: '37.50',
        counterparty: null,
      },
    });
    expect(apps.atArrival).toEqual(['50.00', '37.50']);
    apps.stop();
  });

  it('tells nobody about a refused transfer, and nobody twice about a retried one', async () => {
    const { a, b } = await payerAndPayee();
    const [toA, toB] = await Promise.all([appsOf(a), appsOf(b)]);
    const refused = await transfer(a, b, '100.01');
    expect(refused.statusCode).toBe(400);
    const first = await transfer(a, b, '10', 'retry-live-1');
    const again = await transfer(a, b, '10', 'retry-live-1');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    await toB.waitFor('wallet_changed');
    await toA.waitFor('wallet_changed');
    await toA.ready();
    await toB.ready();
    expect(toB.seen.map((d) => d.type === 'wallet_changed' && d.data.type)).toEqual(['transfer_in']);
    expect(toA.seen.map((d) => d.type === 'wallet_changed' && d.data.type)).toEqual(['transfer_out']);
    toA.stop();
    toB.stop();
  });

  it('tells the member once an approved verification marked the wallet verified', async () => {
    const m = await registerMember(sut);
    const isVerified = async () =>
      (await sut.db
        .selectFrom('verified_members')
        .select('user_id')
        .where('user_id', '=', m.id)
        .executeTakeFirst()) !== undefined;
    const apps = listen(sut, `deliver.user.${m.id}`, { atArrival: isVerified });
    await apps.ready();
    const verifiedAt = new Date().toISOString();
    await publishEvent(sut, 'events.verification.approved', {
      applicationId: 'application-live-1',
      userId: m.id,
      realNameMasked: '张*',
      verifiedAt,
    });
    expect(await apps.waitFor('wallet_changed')).toEqual({
      type: 'wallet_changed',
      data: { type: 'verified', verifiedAt },
    });
    expect(apps.atArrival).toEqual([true]);
    apps.stop();
  });
});
