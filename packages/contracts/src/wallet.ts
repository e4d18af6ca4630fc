import { z } from 'zod';
import { line, lines, pagination } from './common.js';

/*
 * The merit box wallet (功德箱). Money is integer fen (bigint) inside
 * services and decimal strings with two places ("12.50") on the wire. The money helpers below are the
 * only place that converts between the two.
 */

// ---------- money ----------

const AMOUNT_PATTERN = /^(0|[1-9]\d{0,14})(\.\d{1,2})?$/;

/** "12.5", "12.50", 12.5 → 1250n; anything else (negative, three decimals, 1e3, '') → null. */
export function parseYuan(value: unknown): bigint | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  const match = AMOUNT_PATTERN.exec(trimmed);
  if (!match) return null;
  const whole = BigInt(match[1] ?? '0');
  const fraction = (match[2] ?? '').slice(1).padEnd(2, '0');
  return whole * 100n + BigInt(fraction || '0');
}

/** 1250n → "12.50"; negative amounts keep their sign ("-0.05"). */
export function formatFen(fen: bigint | number | string): string {
  const value = BigInt(fen);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** One merit point per whole yuan donated. */
export const meritPointsFor = (fen: bigint): number => Number(fen / 100n);

/** A positive amount of at most two decimals, as fen; the limit is the service's config. */
export const amountField = (invalid: string) =>
  z.unknown().transform((value, ctx): bigint => {
    const fen = parseYuan(value);
    if (fen === null || fen <= 0n) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return fen;
  });

// ---------- constants ----------

export const PAYMENT_METHODS = ['alipay', 'wechat_pay', 'bank_card'] as const;
export const paymentMethod = z.enum(PAYMENT_METHODS, { message: '请选择支付方式' });
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const DONATION_CATEGORIES = [
  '香火钱',
  '功德箱',
  '经书印刷',
  '道观维护',
  '慈善救助',
  '法会功德',
] as const;
export const donationCategory = z.enum(DONATION_CATEGORIES, { message: '请选择捐献类别' });
export type DonationCategory = z.infer<typeof donationCategory>;

export const TRANSACTION_PASSWORD_MIN = 6;
export const TRANSACTION_PASSWORD_MAX = 64;
export const DONATION_MESSAGE_MAX = 200;
export const WALLET_TRANSACTIONS_DEFAULT = 10;

export const AMOUNT_MESSAGES = {
  recharge: '充值金额无效',
  transfer: '转账金额无效',
  donation: '捐献金额无效',
} as const;

// ---------- member routes ----------

/** GET /api/user/wallet */
export const walletReply = z.object({
  balance: z.string(),
  isVerified: z.boolean(),
  /** Whether a transaction password is set (the hash never leaves the service). */
  transactionPassword: z.boolean(),
  /** Set while wrong transaction passwords keep transfers locked. */
  lockedUntil: z.string().nullable(),
});
export type WalletReply = z.infer<typeof walletReply>;

export const walletTransactionType = z.enum(['recharge', 'transfer_out', 'transfer_in', 'donation']);
export type WalletTransactionType = z.infer<typeof walletTransactionType>;

/** One row of GET /api/user/wallet/transactions. */
export const walletTransaction = z.object({
  id: z.string(),
  type: walletTransactionType,
  title: z.string(),
  description: z.string(),
  /** Always positive; `type` says which way it went. */
  amount: z.string(),
  createdAt: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransaction>;

export const walletTransactionsQuery = z.object({
  limit: z.coerce
    .number({ message: '每页数量无效' })
    .int({ message: '每页数量无效' })
    .min(1, { message: '每页数量无效' })
    .max(100, { message: '每页数量无效' })
    .default(WALLET_TRANSACTIONS_DEFAULT),
});
export const walletTransactionsReply = z.array(walletTransaction);

/** POST /api/wallet/recharge */
export const rechargeBody = z.object({
  amount: amountField(AMOUNT_MESSAGES.recharge),
  paymentMethod: paymentMethod.default('alipay'),
});
export type RechargeBody = z.input<typeof rechargeBody>;

/** Money leaving a wallet (transfer or donation) is confirmed with the transaction password. */
const confirmingPassword = line({ message: '请输入交易密码' })
  .min(1, { message: '请输入交易密码' })
  .max(TRANSACTION_PASSWORD_MAX, { message: '交易密码错误' });

/** POST /api/wallet/transfer */
export const transferBody = z.object({
  amount: amountField(AMOUNT_MESSAGES.transfer),
  targetUser: line({ message: '收款人不存在' })
    .trim()
    .min(1, { message: '收款人不存在' })
    .max(64, { message: '收款人不存在' }),
  transactionPassword: confirmingPassword,
});
export type TransferBody = z.input<typeof transferBody>;

/** POST /api/wallet/donation */
export const donationBody = z.object({
  amount: amountField(AMOUNT_MESSAGES.donation),
  category: donationCategory,
  message: lines()
    .trim()
    .max(DONATION_MESSAGE_MAX, { message: `留言不能超过${DONATION_MESSAGE_MAX}个字` })
    .nullish()
    .transform((v) => v ?? ''),
  transactionPassword: confirmingPassword,
});
export type DonationBody = z.input<typeof donationBody>;

/** What a successful recharge, transfer or donation answers. */
export const walletOperationReply = z.object({
  message: z.string(),
  transactionId: z.string(),
  amount: z.string(),
  balance: z.string(),
});
export type WalletOperationReply = z.infer<typeof walletOperationReply>;

export const rechargeReply = walletOperationReply.extend({
  paymentId: z.string(),
  paymentMethod,
  status: z.enum(['completed', 'pending']),
  /** True when the sandbox provider confirmed it: no real money moved (测试支付). */
  sandbox: z.boolean(),
  notice: z.string().nullable(),
});
export type RechargeReply = z.infer<typeof rechargeReply>;

export const donationReply = walletOperationReply.extend({ meritPoints: z.number().int() });
export type DonationReply = z.infer<typeof donationReply>;

/** POST /api/user/transaction-password: the current one is needed once a password exists. */
export const transactionPasswordBody = z
  .object({
    password: line({ message: '交易密码至少需要6位' })
      .min(TRANSACTION_PASSWORD_MIN, { message: '交易密码至少需要6位' })
      .max(TRANSACTION_PASSWORD_MAX, { message: `交易密码不能超过${TRANSACTION_PASSWORD_MAX}位` }),
    confirmPassword: line().optional(),
    currentPassword: line().max(TRANSACTION_PASSWORD_MAX).optional(),
  })
  .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.password, {
    message: '两次输入的密码不相同',
    path: ['confirmPassword'],
  });
export type TransactionPasswordBody = z.input<typeof transactionPasswordBody>;

// ---------- admin routes ----------

/** GET /api/admin/finance/stats: the finance page's four cards. */
export const financeStatsReply = z.object({
  /** Everything members paid in through recharges, yuan. */
  totalIncome: z.string(),
  /** Ledger transactions since midnight (Asia/Shanghai). */
  todayTransactions: z.number().int(),
  /** Open wallets that have moved money at least once. */
  activeWallets: z.number().int(),
  /** Merit points earned by all donations (1 per whole yuan of each). */
  totalMeritPoints: z.number().int(),
});
export type FinanceStatsReply = z.infer<typeof financeStatsReply>;

/** One row of the finance page's transactions. Donations show as consumption in the console. */
export const financeTransactionRow = z.object({
  id: z.string(),
  userName: z.string(),
  userAvatar: z.string().nullable(),
  type: z.enum(['recharge', 'transfer', 'donation']),
  amount: z.string(),
  paymentMethod: z.enum(['alipay', 'wechat', 'bank', 'wallet']),
  status: z.enum(['completed', 'pending', 'failed']),
  createdAt: z.string(),
});
export type FinanceTransactionRow = z.infer<typeof financeTransactionRow>;

export const financeTransactionsReply = z.object({
  transactions: z.array(financeTransactionRow),
  pagination,
});
export type FinanceTransactionsReply = z.infer<typeof financeTransactionsReply>;
