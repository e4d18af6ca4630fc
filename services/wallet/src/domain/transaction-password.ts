import type { MessageReply } from '@taishan/contracts';
import { walletsRepository } from '../db/wallets-repository.js';
import type { WalletContext } from './context.js';
import { errors } from './errors.js';
import { type Answer, applyOnce, type IdempotencyKey } from './idempotency.js';
import { assertStillConfirmed, checkTransactionPassword } from './password-check.js';
import { requireWallet } from './wallets.js';

/**
 * Sets the first transaction password, or changes it with the current one. The current one is
 * judged like a transfer's (same count, same lock, so this is no side door); the change then
 * applies only if that password is still the one set and no lock has started since.
 */
export async function setTransactionPassword(
  ctx: WalletContext,
  userId: string,
  body: { password: string; currentPassword?: string | undefined },
  idem: IdempotencyKey | null,
): Promise<Answer<MessageReply>> {
  const wallet = await requireWallet(ctx.db, userId);
  let previous: string | null = null;
  if (wallet.transaction_password_hash) {
    if (!body.currentPassword) throw errors.currentPasswordRequired();
    previous = await checkTransactionPassword(ctx, userId, body.currentPassword, errors.wrongCurrentPassword);
  }
  const hash = await ctx.hasher.hash(body.password);
  return applyOnce(ctx, userId, idem, async (trx) => {
    const locked = (await walletsRepository.lockMany(trx, [userId])).get(userId);
    if (!locked || locked.closed_at) throw errors.walletClosed();
    if (previous) assertStillConfirmed(locked, previous);
    else if (locked.transaction_password_hash) throw errors.passwordChangedMeanwhile();
    await walletsRepository.setPassword(trx, userId, hash);
    return { status: 200, body: { message: '交易密码设置成功' } };
  });
}
