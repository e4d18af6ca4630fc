import { formatFen, meritPointsFor, parseYuan } from '@taishan/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ledgerRepository } from '../db/ledger-repository.js';
import {
  balanceOf,
  ledgerInvariants,
  type Member,
  post,
  rechargeOf,
  registerMember,
  setPassword,
  useWalletService,
} from '../test/harness.js';

const sut = useWalletService();

describe('money', () => {
  it('converts between decimal yuan and integer fen exactly', () => {
    expect(parseYuan('12.5')).toBe(1250n);
    expect(parseYuan('12.50')).toBe(1250n);
    expect(parseYuan(0.1)).toBe(10n);
    expect(parseYuan(' 7 ')).toBe(700n);
    expect(parseYuan('99999999999.99')).toBe(9999999999999n);
    for (const bad of ['', '1.', '.5', '01', '1.234', '-1', '1e2', 'abc', null, undefined, Number.NaN, true])
      expect(parseYuan(bad)).toBeNull();
    expect(formatFen(1250n)).toBe('12.50');
    expect(formatFen('5')).toBe('0.05');
    expect(formatFen(-105n)).toBe('-1.05');
    expect(meritPointsFor(2099n)).toBe(20);
    expect(meritPointsFor(99n)).toBe(0);
  });
});

describe('the ledger', () => {
  it('refuses postings that do not sum to zero, and any change to what was written', async () => {
    const me = await registerMember(sut);
    await rechargeOf(sut, me, '5');
    const wallet = await sut.db
      .selectFrom('wallets')
      .selectAll()
      .where('user_id', '=', me.id)
      .executeTakeFirstOrThrow();
    await expect(
      sut.db.transaction().execute((trx) =>
        ledgerRepository.append(trx, {
          type: 'recharge',
          userId: me.id,
          amount: 100n,
          postings: [{ accountId: wallet.account_id, amount: 100n }],
        }),
      ),
    ).rejects.toThrow(/does not balance/);
    await expect(sql`update postings set amount = amount * 2`.execute(sut.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_transactions`.execute(sut.db)).rejects.toThrow(/append-only/);
    expect(await ledgerInvariants(sut.db)).toMatchObject({
      unbalanced: 0,
      drift: 0,
      negative: 0,
      total: '0',
    });
  });

  it('never lets a wallet go negative, even if the application check were skipped', async () => {
    const me = await registerMember(sut);
    const wallet = await sut.db
      .selectFrom('wallets')
      .selectAll()
      .where('user_id', '=', me.id)
      .executeTakeFirstOrThrow();
    const clearing = await ledgerRepository.systemAccount(sut.db, 'payment_clearing', 'payment_clearing');
    await expect(
      sut.db.transaction().execute((trx) =>
        ledgerRepository.append(trx, {
          type: 'transfer',
          userId: me.id,
          amount: 1n,
          postings: [
            { accountId: wallet.account_id, amount: -1n },
            { accountId: clearing, amount: 1n },
          ],
        }),
      ),
    ).rejects.toThrow(/check constraint/);
  });
});

describe('concurrent transfers', () => {
  it('never lose or create money, never overdraw, and keep every balance equal to its postings', async () => {
    const members: Member[] = [];
    for (let i = 0; i < 5; i++) {
      const m = await registerMember(sut);
      await rechargeOf(sut, m, '100');
      await setPassword(sut, m);
      members.push(m);
    }
    const before = await sut.db
      .selectFrom('wallets')
      .select(sql<string>`sum(balance)::text`.as('total'))
      .where(
        'user_id',
        'in',
        members.map((m) => m.id),
      )
      .executeTakeFirstOrThrow();
    expect(before.total).toBe('50000');

    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const unique = Array.from({ length: 150 }, (_, i) => {
      const from = members[random(5)]!;
      // One in ten goes to oneself; amounts up to 80 so wallets run dry and overdraws are attempted.
      const to = i % 10 === 0 ? from : members[random(5)]!;
      const amount = `${1 + random(80)}.${String(random(100)).padStart(2, '0')}`;
      return { from, to, amount, key: `transfer-${i}` };
    });
    // Fifty retries of earlier requests (same sender, key and body), mixed in among the originals.
    const bodies = [...unique, ...Array.from({ length: 50 }, () => unique[random(150)]!)];
    for (let i = bodies.length - 1; i > 0; i--) {
      const j = random(i + 1);
      [bodies[i], bodies[j]] = [bodies[j]!, bodies[i]!];
    }
    const results = await Promise.all(
      bodies.map((r) =>
        post(
          sut,
          r.from,
          '/api/wallet/transfer',
          { amount: r.amount, targetUser: r.to.username, transactionPassword: '123456' },
          r.key,
        ),
      ),
    );
    const codes = results.map((r) => r.json().code ?? 'OK');
    expect(codes.filter((c) => c === 'OK').length).toBeGreaterThan(20);
    expect(codes).toContain('INSUFFICIENT_BALANCE');
    expect(codes).toContain('TRANSFER_TO_SELF');
    expect(codes.filter((c) => !['OK', 'INSUFFICIENT_BALANCE', 'TRANSFER_TO_SELF'].includes(c))).toEqual([]);

    const invariants = await ledgerInvariants(sut.db);
    expect(invariants).toMatchObject({ unbalanced: 0, drift: 0, negative: 0, total: '0' });
    const after = await sut.db
      .selectFrom('wallets')
      .select(sql<string>`sum(balance)::text`.as('total'))
      .where(
        'user_id',
        'in',
        members.map((m) => m.id),
      )
      .executeTakeFirstOrThrow();
    expect(after.total).toBe('50000');

    // Each key applied at most once: as many transfers as distinct keys that succeeded.
    const transfers = await sut.db
      .selectFrom('ledger_transactions')
      .select(sql<string>`count(*)::text`.as('n'))
      .where('type', '=', 'transfer')
      .executeTakeFirstOrThrow();
    const okKeys = new Set(bodies.filter((_, i) => codes[i] === 'OK').map((b) => b.key));
    expect(Number(transfers.n)).toBe(okKeys.size);
    for (const m of members) expect(Number(await balanceOf(sut, m))).toBeGreaterThanOrEqual(0);
  });
});
