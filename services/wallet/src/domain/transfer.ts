import { formatFen, type WalletOperationReply } from '@taishan/contracts';
import { enqueueEvent } from '@taishan/db';
import { ledgerRepository } from '../db/ledger-repository.js';
import { membersRepository } from '../db/members-repository.js';
import { walletsRepository } from '../db/wallets-repository.js';
import type { WalletContext } from './context.js';
import { errors } from './errors.js';
import { type Answer, applyOnce, type IdempotencyKey } from './idempotency.js';
import { counterpartyOf, tellMembers, type WalletNotice } from './live.js';
import { assertStillConfirmed, checkTransactionPassword } from './password-check.js';
import { activeLock, checkLimit, requireWallet } from './wallets.js';

export async function transfer(
  ctx: WalletContext,
  userId: string,
  body: { amount: bigint; targetUser: string; transactionPassword: string },
  idem: IdempotencyKey | null,
  requestId?: string,
): Promise<Answer<WalletOperationReply>> {
  checkLimit(ctx, 'transfer', body.amount);
  const mine = await requireWallet(ctx.db, userId);
  if (!mine.transaction_password_hash) throw errors.passwordNotSet();
  const lock = activeLock(mine);
  if (lock) throw errors.locked(lock);
  const target = await membersRepository.findMemberByUsername(ctx.db, body.targetUser);
  if (target?.user_id === userId) throw errors.transferToSelf();
  const theirs = target && (await walletsRepository.find(ctx.db, target.user_id));
  if (!target || !theirs || theirs.closed_at) throw errors.recipientNotFound();
  const matched = await checkTransactionPassword(ctx, userId, body.transactionPassword);
  const payer = await membersRepository.find(ctx.db, userId);

  const notices: WalletNotice[] = [];
  const answer = await applyOnce(ctx, userId, idem, async (trx) => {
    const locked = await walletsRepository.lockMany(trx, [userId, target.user_id]);
    const from = locked.get(userId);
    const to = locked.get(target.user_id);
    if (!from || from.closed_at) throw errors.walletClosed();
    if (!to || to.closed_at) throw errors.recipientNotFound();
    assertStillConfirmed(from, matched);
    if (BigInt(from.balance) < body.amount) throw errors.insufficientFunds();
    const tx = await ledgerRepository.append(trx, {
      type: 'transfer',
      userId,
      counterpartyId: target.user_id,
      amount: body.amount,
      postings: [
        { accountId: from.account_id, amount: -body.amount },
        { accountId: to.account_id, amount: body.amount },
      ],
    });
    await enqueueEvent(
      trx,
      'events.wallet.transferred',
      {
        transactionId: tx.id,
        fromUserId: userId,
        toUserId: target.user_id,
        amount: formatFen(body.amount),
        createdAt: tx.created_at.toISOString(),
      },
      requestId,
    );
    const amount = formatFen(body.amount);
    const balance = formatFen(BigInt(from.balance) - body.amount);
    notices.push(
      {
        userId,
        change: {
          type: 'transfer_out',
          transactionId: tx.id,
          amount,
          balance,
          counterparty: counterpartyOf(target),
        },
      },
      {
        userId: target.user_id,
        change: {
          type: 'transfer_in',
          transactionId: tx.id,
          amount,
          balance: formatFen(BigInt(to.balance) + body.amount),
          counterparty: counterpartyOf(payer),
        },
      },
    );
    return { status: 200, body: { message: '转账成功', transactionId: tx.id, amount, balance } };
  });
  ctx.relay.kick();
  tellMembers(ctx, notices);
  return answer;
}
