import { randomUUID } from 'node:crypto';
import { parseYuan, type WalletReply } from '@taishan/contracts';
import { expectStatus } from '../lib/http.js';
import { pool } from '../lib/loops.js';
import { memberName, registerMembers } from '../lib/members.js';
import { MEMBERS, RECHARGE_FEN, RECHARGE_YUAN, SETUP_CONCURRENCY } from './settings.js';

export const PREFIX = 'ledger';

export interface Member {
  username: string;
  token: string;
}

/** The bench's own book of what the API said it did: each member's balance in fen, by username. */
export type Book = Map<string, bigint>;

/** The transaction password of member i. */
export const payPassword = (i: number): string => `bench-pay-${i}`;

export const idempotencyKey = (): Record<string, string> => ({ 'idempotency-key': `bench-${randomUUID()}` });

/**
 * Registers the members and, once wallet has made each one's wallet, sets its transaction password
 * and recharges it; each recharge opens the member's line in `book`.
 */
export async function openWallets(api: (path: string) => string, book: Book): Promise<Member[]> {
  const replies = await registerMembers(api, PREFIX, MEMBERS, SETUP_CONCURRENCY);
  return pool(MEMBERS, SETUP_CONCURRENCY, async (i): Promise<Member> => {
    const token = replies[i]!.token;
    // The wallet is made from events.user.registered, a moment after registration: 503 until then.
    await expectStatus(api('/api/user/wallet'), { token }, 200, { codes: ['WALLET_PENDING'], everyMs: 100 });
    await expectStatus(
      api('/api/user/transaction-password'),
      { token, body: { password: payPassword(i) }, headers: idempotencyKey() },
      200,
    );
    await expectStatus(
      api('/api/wallet/recharge'),
      { token, body: { amount: `${RECHARGE_YUAN}.00`, paymentMethod: 'alipay' }, headers: idempotencyKey() },
      200,
    );
    book.set(memberName(PREFIX, i), RECHARGE_FEN);
    return { username: memberName(PREFIX, i), token };
  });
}

/** Every member's balance in fen, as the API shows it to the member. */
export function balances(api: (path: string) => string, members: Member[]): Promise<bigint[]> {
  return pool(members.length, SETUP_CONCURRENCY, async (i) => {
    const wallet = await expectStatus<WalletReply>(
      api('/api/user/wallet'),
      { token: members[i]!.token },
      200,
    );
    const fen = parseYuan(wallet.balance);
    if (fen === null) throw new Error(`unreadable balance ${wallet.balance}`);
    return fen;
  });
}

export const sum = (values: bigint[]): bigint => values.reduce((a, b) => a + b, 0n);
