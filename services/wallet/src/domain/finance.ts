import { type FinanceStatsReply, type FinanceTransactionsReply, formatFen } from '@taishan/contracts';
import { financeRepository } from '../db/finance-repository.js';
import type { WalletContext } from './context.js';

/** "Today" is the temple's day. */
const TIME_ZONE = 'Asia/Shanghai';

const ADMIN_METHODS: Record<string, 'alipay' | 'wechat' | 'bank'> = {
  alipay: 'alipay',
  wechat_pay: 'wechat',
  bank_card: 'bank',
};

export async function financeStats(ctx: WalletContext): Promise<FinanceStatsReply> {
  const s = await financeRepository.stats(ctx.db, TIME_ZONE);
  return {
    totalIncome: formatFen(s.income),
    todayTransactions: s.today,
    activeWallets: s.activeWallets,
    totalMeritPoints: s.merit,
  };
}

export async function financeTransactions(
  ctx: WalletContext,
  page: number,
  limit: number,
): Promise<FinanceTransactionsReply> {
  const { rows, total } = await financeRepository.page(ctx.db, page, limit);
  return {
    transactions: rows.map((r) => ({
      id: r.id,
      userName: r.nickname ?? r.username ?? '已注销用户',
      userAvatar: r.avatar,
      type: r.type,
      amount: formatFen(r.amount),
      paymentMethod: (r.payment_method && ADMIN_METHODS[r.payment_method]) || 'wallet',
      // Only confirmed money reaches the ledger; pending payments are not transactions yet.
      status: 'completed',
      createdAt: r.created_at.toISOString(),
    })),
    pagination: { page, limit, totalItems: total, totalPages: Math.ceil(total / limit) },
  };
}
