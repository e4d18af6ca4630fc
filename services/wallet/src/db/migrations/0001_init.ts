import { createMessagingTables } from '@taishan/db';
import { type Kysely, sql } from 'kysely';

/**
 * The double-entry ledger. `accounts` lists every account (one per wallet, payment clearing, the
 * temple's donation fund per category); `ledger_transactions` and `postings` are append-only (a
 * trigger refuses UPDATE and DELETE); a deferred constraint trigger refuses a commit whose postings
 * do not sum to zero per transaction; and a trigger keeps each wallet's balance equal to the sum of
 * its account's postings, with CHECK (balance >= 0) as the last word on overdrafts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text')
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('member', 'admin')`))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // auth treats usernames case-insensitively, and so does the transfer's recipient look-up.
  await db.schema.createIndex('members_username').on('members').expression(sql`lower(username)`).execute();

  await db.schema
    .createTable('verified_members')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey())
    .addColumn('real_name_masked', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('wallet', 'payment_clearing', 'donation_fund')`),
    )
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('wallets')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey())
    .addColumn('account_id', 'uuid', (c) => c.notNull().unique().references('accounts.id'))
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`balance >= 0`))
    .addColumn('transaction_password_hash', 'text')
    .addColumn('password_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'completed', 'failed')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('confirmed_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('ledger_transactions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('recharge', 'transfer', 'donation')`))
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('counterparty_id', 'uuid')
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('payment_id', 'uuid', (c) => c.unique().references('payments.id'))
    .addColumn('payment_method', 'text')
    .addColumn('category', 'text')
    .addColumn('message', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('ledger_created').on('ledger_transactions').column('created_at').execute();

  await db.schema
    .createTable('postings')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('transaction_id', 'uuid', (c) => c.notNull().references('ledger_transactions.id'))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('postings_account').on('postings').columns(['account_id', 'id']).execute();
  await db.schema.createIndex('postings_transaction').on('postings').column('transaction_id').execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('response', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();

  await sql`
    create function refuse_ledger_change() returns trigger language plpgsql as $$
    begin
      raise exception 'the ledger is append-only (% on %)', tg_op, tg_table_name;
    end $$;
    create trigger ledger_transactions_append_only before update or delete on ledger_transactions
      for each row execute function refuse_ledger_change();
    create trigger postings_append_only before update or delete on postings
      for each row execute function refuse_ledger_change();

    create function check_transaction_balanced() returns trigger language plpgsql as $$
    declare total numeric;
    begin
      select coalesce(sum(amount), 0) into total from postings where transaction_id = new.transaction_id;
      if total <> 0 then
        raise exception 'ledger transaction % does not balance (%)', new.transaction_id, total;
      end if;
      return null;
    end $$;
    create constraint trigger postings_balanced after insert on postings
      deferrable initially deferred for each row execute function check_transaction_balanced();

    create function apply_posting_to_wallet() returns trigger language plpgsql as $$
    begin
      update wallets set balance = balance + new.amount where account_id = new.account_id;
      return new;
    end $$;
    create trigger postings_move_balance after insert on postings
      for each row execute function apply_posting_to_wallet();
  `.execute(db);

  await createMessagingTables(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'inbox',
    'outbox',
    'idempotency_keys',
    'postings',
    'ledger_transactions',
    'payments',
    'wallets',
    'accounts',
    'verified_members',
    'members',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`drop function if exists refuse_ledger_change, check_transaction_balanced, apply_posting_to_wallet`.execute(
    db,
  );
}
