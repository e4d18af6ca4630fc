import { type DonationReply, formatFen, meritPointsFor } from '@taishan/contracts';
import { enqueueEvent } from '@taishan/db';
import { ledgerRepository } from '../db/ledger-repository.js';
import { walletsRepository } from '../db/wallets-repository.js';
import type { WalletContext } from './context.js';
import { errors } from './errors.js';
import { type Answer, applyOnce, type IdempotencyKey } from './idempotency.js';
import { tellMembers, type WalletNotice } from './live.js';
import { assertStillConfirmed, checkTransactionPassword } from './password-check.js';
import { checkLimit } from './wallets.js';

/** The wallet pays the temple's donation fund of the chosen category. */
export async function donate(
  ctx: WalletContext,
  userId: string,
  body: { amount: bigint; category: string; message: string; transactionPassword: string },
  idem: IdempotencyKey | null,
  requestId?: string,
): Promise<Answer<DonationReply>> {
  checkLimit(ctx, 'donation', body.amount);
  // Money leaving a wallet is confirmed like a transfer: same password, same count, same lock.
  const matched = await checkTransactionPassword(ctx, userId, body.transactionPassword);
  const notices: WalletNotice[] = [];
  const answer = await applyOnce(ctx, userId, idem, async (trx) => {
    const fund = await ledgerRepository.systemAccount(trx, 'donation_fund', `donation_fund:${body.category}`);
    const from = (await walletsRepository.lockMany(trx, [userId])).get(userId);
    if (!from || from.closed_at) throw errors.walletClosed();
    assertStillConfirmed(from, matched);
    if (BigInt(from.balance) < body.amount) throw errors.insufficientFunds();
    const tx = await ledgerRepository.append(trx, {
      type: 'donation',
      userId,
      amount: body.amount,
      category: body.category,
      message: body.message || null,
      postings: [
        { accountId: from.account_id, amount: -body.amount },
        { accountId: fund, amount: body.amount },
      ],
    });
    const meritPoints = meritPointsFor(body.amount);
    await enqueueEvent(
      trx,
      'events.wallet.donated',
      {
        transactionId: tx.id,
        userId,
        amount: formatFen(body.amount),
        category: body.category,
        meritPoints,
        createdAt: tx.created_at.toISOString(),
      },
      requestId,
    );
    const amount = formatFen(body.amount);
    const balance = formatFen(BigInt(from.balance) - body.amount);
    notices.push({
      userId,
      change: { type: 'donation', transactionId: tx.id, amount, balance, counterparty: null },
    });
    return {
      status: 200,
      body: { message: '捐献成功', transactionId: tx.id, amount, balance, meritPoints },
    };
  });
  ctx.relay.kick();
  tellMembers(ctx, notices);
  return answer;
}
