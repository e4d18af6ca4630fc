import { sql, type Transaction } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { AccountKind, Database, Db, LedgerTransactionRow, LedgerType } from './database.js';

export interface NewLedgerTransaction {
  type: LedgerType;
  userId: string;
  counterpartyId?: string | null;
  amount: bigint;
  paymentId?: string | null;
  paymentMethod?: string | null;
  category?: string | null;
  message?: string | null;
  /** Account id → signed fen. They must sum to zero (the database refuses the commit otherwise). */
  postings: ReadonlyArray<{ accountId: string; amount: bigint }>;
}

/** One row of a wallet's history: the posting on its account and the transaction it belongs to. */
export interface WalletHistoryRow {
  id: string;
  type: LedgerType;
  posting: string;
  amount: string;
  user_id: string;
  counterparty_id: string | null;
  payment_method: string | null;
  category: string | null;
  message: string | null;
  created_at: Date;
  other_nickname: string | null;
  other_username: string | null;
  provider: string | null;
}

export const ledgerRepository = Object.freeze({
  /** The id of a system account, created on first use (two racing creators agree on one row). */
  async systemAccount(db: Db, kind: Exclude<AccountKind, 'wallet'>, code: string): Promise<string> {
    await db
      .insertInto('accounts')
      .values({ id: uuidv7(), kind, code })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const row = await db
      .selectFrom('accounts')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** Appends a transaction and its postings; the posting trigger moves the wallet balances. */
  async append(trx: Transaction<Database>, t: NewLedgerTransaction): Promise<LedgerTransactionRow> {
    const row = await trx
      .insertInto('ledger_transactions')
      .values({
        id: uuidv7(),
        type: t.type,
        user_id: t.userId,
        counterparty_id: t.counterpartyId ?? null,
        amount: t.amount,
        payment_id: t.paymentId ?? null,
        payment_method: t.paymentMethod ?? null,
        category: t.category ?? null,
        message: t.message ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('postings')
      .values(t.postings.map((p) => ({ transaction_id: row.id, account_id: p.accountId, amount: p.amount })))
      .execute();
    return row;
  },

  /** Latest first, newest posting on top. */
  async history(db: Db, accountId: string, limit: number): Promise<WalletHistoryRow[]> {
    return db
      .selectFrom('postings as p')
      .innerJoin('ledger_transactions as t', 't.id', 'p.transaction_id')
      .leftJoin('members as m', (j) =>
        j.on(
          'm.user_id',
          '=',
          sql<string>`case when t.user_id = (select user_id from wallets where account_id = ${accountId})
            then t.counterparty_id else t.user_id end`,
        ),
      )
      .leftJoin('payments as pay', 'pay.id', 't.payment_id')
      .select([
        'pay.provider',
        't.id',
        't.type',
        'p.amount as posting',
        't.amount',
        't.user_id',
        't.counterparty_id',
        't.payment_method',
        't.category',
        't.message',
        't.created_at',
        'm.nickname as other_nickname',
        'm.username as other_username',
      ])
      .where('p.account_id', '=', accountId)
      .orderBy('p.id', 'desc')
      .limit(limit)
      .execute();
  },

  /** Sum of an account's postings (what its balance must equal). */
  async sumOf(db: Db, accountId: string): Promise<bigint> {
    const row = await db
      .selectFrom('postings')
      .select(sql<string>`coalesce(sum(amount), 0)::text`.as('total'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    return BigInt(row.total);
  },
});
