import type { MessagingTables } from '@taishan/db';
import type { ColumnType, Generated, Kysely, Selectable, Transaction } from 'kysely';

/** bigint columns (fen) arrive as strings (packages/db keeps int8 exact); written as bigint or string. */
type Fen = ColumnType<string, bigint | string, bigint | string>;

/** What the wallet knows about a user: a projection of auth's user events, never written by routes. */
export interface MemberTable {
  user_id: string;
  username: string;
  nickname: string;
  avatar: string | null;
  role: 'member' | 'admin';
  deleted_at: Date | null;
  updated_at: Generated<Date>;
}
export type MemberRow = Selectable<MemberTable>;

/** Members whose real name verification was approved (events.verification.approved). */
export interface VerifiedMemberTable {
  user_id: string;
  real_name_masked: string;
  verified_at: Date;
}

export type AccountKind = 'wallet' | 'payment_clearing' | 'donation_fund';

export interface AccountTable {
  id: string;
  kind: AccountKind;
  /** 'wallet:<userId>', 'payment_clearing', 'donation_fund:<category>'. */
  code: string;
  created_at: Generated<Date>;
}

export interface WalletTable {
  user_id: string;
  account_id: string;
  /** Kept equal to the sum of the account's postings by a trigger; never written directly. */
  balance: ColumnType<string, never, never>;
  transaction_password_hash: string | null;
  password_failures: Generated<number>;
  locked_until: Date | null;
  closed_at: Date | null;
  created_at: Generated<Date>;
}
export type WalletRow = Selectable<WalletTable>;

export type PaymentStatus = 'pending' | 'completed' | 'failed';

export interface PaymentTable {
  id: string;
  user_id: string;
  amount: Fen;
  method: string;
  provider: string;
  provider_ref: string | null;
  status: Generated<PaymentStatus>;
  created_at: Generated<Date>;
  confirmed_at: Date | null;
}
export type PaymentRow = Selectable<PaymentTable>;

export type LedgerType = 'recharge' | 'transfer' | 'donation';

export interface LedgerTransactionTable {
  id: string;
  type: LedgerType;
  /** Whose action it was: the recharging, sending or donating member. */
  user_id: string;
  /** The receiving member of a transfer. */
  counterparty_id: string | null;
  amount: Fen;
  payment_id: string | null;
  payment_method: string | null;
  category: string | null;
  message: string | null;
  created_at: Generated<Date>;
}
export type LedgerTransactionRow = Selectable<LedgerTransactionTable>;

export interface PostingTable {
  id: Generated<string>;
  transaction_id: string;
  account_id: string;
  amount: Fen;
  created_at: Generated<Date>;
}

export interface IdempotencyKeyTable {
  user_id: string;
  key: string;
  request_hash: string;
  status_code: number;
  response: unknown;
  created_at: Generated<Date>;
}

export interface Database extends MessagingTables {
  members: MemberTable;
  verified_members: VerifiedMemberTable;
  accounts: AccountTable;
  wallets: WalletTable;
  payments: PaymentTable;
  ledger_transactions: LedgerTransactionTable;
  postings: PostingTable;
  idempotency_keys: IdempotencyKeyTable;
}

/** The database or an open transaction: repositories take either. */
export type Db = Kysely<Database> | Transaction<Database>;
