import type { MessageReply } from '@taishan/contracts';
import { walletsRepository } from '../db/wallets-repository.js';
import type { WalletContext } from './context.js';
import { errors } from './errors.js';
import { type Answer, applyOnce, type IdempotencyKey } from './idempotency.js';
import { verifyTransactionPassword } from './transfer.js';
import { requireWallet } from './wallets.js';

/**
 * Sets the first transaction password, or changes it with the current one (a wrong current password
 * counts toward the same lockout as a wrong one at transfer time, so this is no side door).
 */
export async function setTransactionPassword(
  ctx: WalletContext,
  userId: string,
  body: { password: string; currentPassword?: string | undefined },
  idem: IdempotencyKey | null,
): Promise<Answer<MessageReply>> {
  const wallet = await requireWallet(ctx.db, userId);
  if (wallet.transaction_password_hash) {
    if (!body.currentPassword) throw errors.currentPasswordRequired();
    await verifyTransactionPassword(ctx, wallet, body.currentPassword, errors.wrongCurrentPassword);
  }
  const hash = await ctx.hasher.hash(body.password);
  return applyOnce(ctx, userId, idem, async (trx) => {
    const set = await walletsRepository.setPassword(trx, userId, hash, wallet.transaction_password_hash);
    if (!set) throw errors.passwordChangedMeanwhile();
    return { status: 200, body: { message: '交易密码设置成功' } };
  });
}
