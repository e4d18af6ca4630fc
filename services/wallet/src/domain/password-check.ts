import { walletsRepository } from '../db/wallets-repository.js';
import type { WalletContext } from './context.js';
import { errors } from './errors.js';
import { activeLock } from './wallets.js';

type Outcome = { matched: string } | { refusal: Error };

/**
 * Judges one transaction-password attempt under the wallet's row lock, so attempts on a wallet are
 * judged one at a time in the order they take the lock and the count is exactly what that order
 * implies: a locked wallet refuses without looking at the password (a right one neither passes nor
 * lifts the lock), a wrong one is counted and the fifth locks, a right one resets the count. The
 * transaction commits in every case (a refusal must not roll its count back). Returns the hash the
 * password matched; the operation must still find that hash, and no lock, under its own row lock.
 */
export async function checkTransactionPassword(
  ctx: WalletContext,
  userId: string,
  password: string,
  wrong: (left: number) => Error = errors.wrongPassword,
): Promise<string> {
  const max = ctx.config.TRANSACTION_PASSWORD_MAX_FAILURES;
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<Outcome> => {
    const wallet = (await walletsRepository.lockMany(trx, [userId])).get(userId);
    if (!wallet) return { refusal: errors.walletPending() };
    if (wallet.closed_at) return { refusal: errors.walletClosed() };
    const lock = activeLock(wallet);
    if (lock) return { refusal: errors.locked(lock) };
    const hash = wallet.transaction_password_hash;
    if (!hash) return { refusal: errors.passwordNotSet() };
    if (await ctx.hasher.verify(hash, password)) {
      await walletsRepository.clearFailures(trx, userId);
      return { matched: hash };
    }
    const state = await walletsRepository.recordFailure(
      trx,
      userId,
      max,
      ctx.config.TRANSACTION_PASSWORD_LOCK_MINUTES,
    );
    ctx.log.warn({ userId, failures: state.failures }, 'wrong transaction password');
    return { refusal: state.lockedUntil ? errors.locked(state.lockedUntil) : wrong(max - state.failures) };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.matched;
}

/** Inside the operation's transaction: the wallet as locked there must still be the one checked. */
export function assertStillConfirmed(
  wallet: { transaction_password_hash: string | null; locked_until: Date | null },
  matched: string,
) {
  const lock = activeLock(wallet);
  if (lock) throw errors.locked(lock);
  if (wallet.transaction_password_hash !== matched) throw errors.passwordChangedMeanwhile();
}
