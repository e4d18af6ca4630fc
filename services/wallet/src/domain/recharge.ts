import { formatFen, type RechargeReply } from '@taishan/contracts';
import { enqueueEvent } from '@taishan/db';
import type { Transaction } from 'kysely';
import type { Database, PaymentRow } from '../db/database.js';
import { ledgerRepository } from '../db/ledger-repository.js';
import { paymentsRepository } from '../db/payments-repository.js';
import { walletsRepository } from '../db/wallets-repository.js';
import type { WalletContext } from './context.js';
import { type Answer, applyOnce, type IdempotencyKey } from './idempotency.js';
import { tellMembers, type WalletNotice } from './live.js';
import { checkLimit, requireWallet } from './wallets.js';

export const SANDBOX_NOTICE = '测试支付：本次充值由沙箱支付确认，未发生真实扣款';

/**
 * Posts a confirmed payment: payment clearing pays the member's wallet. Runs once per payment (a
 * provider's repeated callback finds it completed and changes nothing).
 */
export async function confirmPayment(
  trx: Transaction<Database>,
  payment: PaymentRow,
  providerRef: string,
  requestId?: string,
) {
  const completed = await paymentsRepository.complete(trx, payment.id, providerRef);
  if (!completed) return undefined;
  const wallet = await requireWallet(trx, payment.user_id);
  const clearing = await ledgerRepository.systemAccount(trx, 'payment_clearing', 'payment_clearing');
  const amount = BigInt(payment.amount);
  const tx = await ledgerRepository.append(trx, {
    type: 'recharge',
    userId: payment.user_id,
    amount,
    paymentId: payment.id,
    paymentMethod: payment.method,
    postings: [
      { accountId: clearing, amount: -amount },
      { accountId: wallet.account_id, amount },
    ],
  });
  await enqueueEvent(
    trx,
    'events.wallet.recharged',
    {
      transactionId: tx.id,
      paymentId: payment.id,
      userId: payment.user_id,
      amount: formatFen(amount),
      paymentMethod: payment.method as 'alipay',
      createdAt: tx.created_at.toISOString(),
    },
    requestId,
  );
  return tx;
}

export async function recharge(
  ctx: WalletContext,
  userId: string,
  body: { amount: bigint; paymentMethod: 'alipay' | 'wechat_pay' | 'bank_card' },
  idem: IdempotencyKey | null,
  requestId?: string,
): Promise<Answer<RechargeReply>> {
  checkLimit(ctx, 'recharge', body.amount);
  await requireWallet(ctx.db, userId);
  const notices: WalletNotice[] = [];
  const answer = await applyOnce<RechargeReply>(ctx, userId, idem, async (trx) => {
    const payment = await paymentsRepository.create(trx, {
      userId,
      amount: body.amount,
      method: body.paymentMethod,
      provider: ctx.payments.name,
    });
    const started = await ctx.payments.start({
      paymentId: payment.id,
      userId,
      amountFen: body.amount,
      method: body.paymentMethod,
    });
    const tx =
      started.status === 'confirmed'
        ? await confirmPayment(trx, payment, started.providerRef, requestId)
        : undefined;
    const wallet = await walletsRepository.find(trx, userId);
    const balance = formatFen(wallet?.balance ?? '0');
    if (tx) {
      notices.push({
        userId,
        change: {
          type: 'recharge',
          transactionId: tx.id,
          amount: formatFen(body.amount),
          balance,
          counterparty: null,
        },
      });
    }
    return {
      status: tx ? 200 : 202,
      body: {
        message: tx ? '充值成功' : '等待支付确认',
        transactionId: tx?.id ?? payment.id,
        paymentId: payment.id,
        paymentMethod: body.paymentMethod,
        status: tx ? 'completed' : 'pending',
        amount: formatFen(body.amount),
        balance,
        sandbox: ctx.payments.sandbox,
        notice: ctx.payments.sandbox ? SANDBOX_NOTICE : null,
      },
    };
  });
  ctx.relay.kick();
  tellMembers(ctx, notices);
  return answer;
}
