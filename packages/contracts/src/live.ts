import { z } from 'zod';
import { walletTransactionType } from './wallet.js';

/**
 * Frames that tell a member's open apps that something of theirs changed: money moved, a real-name
 * application was decided, the profile or the settings were saved (perhaps on another device).
 * Each service publishes them on deliver.user.<id> once its change committed; realtime relays them
 * to every socket of the member, and the app reads the changed data again.
 */

/** Money moved in or out of the wallet; `balance` is the wallet's balance right after it. */
export const walletMoneyMoved = z.object({
  type: walletTransactionType,
  transactionId: z.string(),
  amount: z.string(),
  balance: z.string(),
  /** The other member of a transfer: the payer of transfer_in, the payee of transfer_out. */
  counterparty: z.object({ id: z.string(), username: z.string(), nickname: z.string() }).nullable(),
});
export type WalletMoneyMoved = z.infer<typeof walletMoneyMoved>;

export const walletChanged = z.discriminatedUnion('type', [
  walletMoneyMoved,
  /** The wallet took note of an approved real-name verification (its 已实名 badge). */
  z.object({ type: z.literal('verified'), verifiedAt: z.string() }),
]);
export type WalletChanged = z.infer<typeof walletChanged>;

/** An administrator decided the member's application; `reason` only when it was rejected. */
export const verificationDecided = z.object({
  applicationId: z.string(),
  status: z.enum(['approved', 'rejected']),
  reason: z.string().nullable(),
});
export type VerificationDecided = z.infer<typeof verificationDecided>;

/**
 * The member's own record changed (profile saved, avatar, verified badge); `profileVersion` is the
 * version a profile save must now name.
 */
export const profileChanged = z.object({ profileVersion: z.number().int() });
export type ProfileChanged = z.infer<typeof profileChanged>;

/** The stored settings were saved; `version` is the one a settings save must now name. */
export const settingsChanged = z.object({ version: z.number().int() });
export type SettingsChanged = z.infer<typeof settingsChanged>;

/** The same four frames in the delivery union (what services publish) and the server frames. */
export const memberNoticeFrames = [
  z.object({ type: z.literal('wallet_changed'), data: walletChanged }),
  z.object({ type: z.literal('verification_decided'), data: verificationDecided }),
  z.object({ type: z.literal('profile_changed'), data: profileChanged }),
  z.object({ type: z.literal('settings_changed'), data: settingsChanged }),
] as const;
