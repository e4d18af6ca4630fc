import { type Kysely, sql } from 'kysely';
import type { Database, LedgerType } from './database.js';

export interface FinanceRow {
  id: string;
  type: LedgerType;
  amount: string;
  payment_method: string | null;
  created_at: Date;
  username: string | null;
  nickname: string | null;
  avatar: string | null;
}

/** The admin's view over the whole ledger (read-only). */
export const financeRepository = Object.freeze({
  async stats(db: Kysely<Database>, timeZone: string) {
    const totals = await db
      .selectFrom('ledger_transactions')
      .select([
        sql<string>`coalesce(sum(amount) filter (where type = 'recharge'), 0)::text`.as('income'),
        sql<string>`coalesce(sum(amount / 100) filter (where type = 'donation'), 0)::text`.as('merit'),
        sql<string>`count(*) filter (where created_at >=
          (date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone}))::text`.as('today'),
      ])
      .executeTakeFirstOrThrow();
    const active = await db
      .selectFrom('wallets as w')
      .select(sql<string>`count(*)::text`.as('n'))
      .where('w.closed_at', 'is', null)
      .where((eb) =>
        eb.exists(
          eb.selectFrom('postings as p').select('p.id').whereRef('p.account_id', '=', 'w.account_id'),
        ),
      )
      .executeTakeFirstOrThrow();
    return {
      income: BigInt(totals.income),
      merit: Number(totals.merit),
      today: Number(totals.today),
      activeWallets: Number(active.n),
    };
  },

  async page(
    db: Kysely<Database>,
    page: number,
    limit: number,
  ): Promise<{ rows: FinanceRow[]; total: number }> {
    const rows = await db
      .selectFrom('ledger_transactions as t')
      .leftJoin('members as m', 'm.user_id', 't.user_id')
      .select([
        't.id',
        't.type',
        't.amount',
        't.payment_method',
        't.created_at',
        'm.username',
        'm.nickname',
        'm.avatar',
      ])
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    const count = await db
      .selectFrom('ledger_transactions')
      .select(sql<string>`count(*)::text`.as('n'))
      .executeTakeFirstOrThrow();
    return { rows, total: Number(count.n) };
  },
});
