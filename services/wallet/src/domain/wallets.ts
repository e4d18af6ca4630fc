import { formatFen, type WalletReply, type WalletTransaction } from '@taishan/contracts';
import type { Db, WalletRow } from '../db/database.js';
import { ledgerRepository, type WalletHistoryRow } from '../db/ledger-repository.js';
import { membersRepository } from '../db/members-repository.js';
import { walletsRepository } from '../db/wallets-repository.js';
import type { WalletContext } from './context.js';
import { errors } from './errors.js';

/** The caller's open wallet; wallets are opened by the registration consumer, never by a route. */
export async function requireWallet(db: Db, userId: string): Promise<WalletRow> {
  const wallet = await walletsRepository.find(db, userId);
  if (!wallet) throw errors.walletPending();
  if (wallet.closed_at) throw errors.walletClosed();
  return wallet;
}

/** A lock still running, or null. */
export const activeLock = (wallet: Pick<WalletRow, 'locked_until'>): Date | null =>
  wallet.locked_until && wallet.locked_until.getTime() > Date.now() ? wallet.locked_until : null;

export async function walletView(ctx: WalletContext, userId: string): Promise<WalletReply> {
  const wallet = await requireWallet(ctx.db, userId);
  const lock = activeLock(wallet);
  return {
    balance: formatFen(wallet.balance),
    isVerified: await membersRepository.isVerified(ctx.db, userId),
    transactionPassword: wallet.transaction_password_hash !== null,
    lockedUntil: lock ? lock.toISOString() : null,
  };
}

const METHOD_NAMES: Record<string, string> = {
  alipay: '支付宝',
  wechat_pay: '微信支付',
  bank_card: '银行卡',
};

function describe(row: WalletHistoryRow): Omit<WalletTransaction, 'id' | 'amount' | 'createdAt'> {
  const other = row.other_nickname ?? row.other_username ?? '道友';
  switch (row.type) {
    case 'recharge':
      return {
        type: 'recharge',
        title: '充值',
        description: `${METHOD_NAMES[row.payment_method ?? ''] ?? '在线支付'}${row.provider === 'sandbox' ? '（测试支付）' : ''}`,
      };
    case 'transfer':
      return BigInt(row.posting) < 0n
        ? { type: 'transfer_out', title: `转账给 ${other}`, description: `转给 @${row.other_username ?? ''}` }
        : {
            type: 'transfer_in',
            title: `来自 ${other} 的转账`,
            description: `来自 @${row.other_username ?? ''}`,
          };
    case 'donation':
      return {
        type: 'donation',
        title: `捐献 · ${row.category ?? ''}`,
        description: row.message || '功德无量',
      };
  }
}

/** The member's own history, latest first (only postings on their own account are read). */
export async function walletHistory(
  ctx: WalletContext,
  userId: string,
  limit: number,
): Promise<WalletTransaction[]> {
  const wallet = await requireWallet(ctx.db, userId);
  const rows = await ledgerRepository.history(ctx.db, wallet.account_id, limit);
  return rows.map((row) => ({
    id: row.id,
    ...describe(row),
    amount: formatFen(row.amount),
    createdAt: row.created_at.toISOString(),
  }));
}

export function checkLimit(ctx: WalletContext, kind: 'recharge' | 'transfer' | 'donation', amount: bigint) {
  if (amount > ctx.maxAmount) throw errors.amountTooLarge(kind, ctx.maxAmount);
}
