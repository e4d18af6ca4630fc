import { deliverUserSubject, type WalletChanged } from '@taishan/contracts';
import { deliver } from '@taishan/events';
import type { MemberRow } from '../db/database.js';
import type { WalletContext } from './context.js';

/** A change to one member's wallet, told to their open apps once it committed. */
export interface WalletNotice {
  userId: string;
  change: WalletChanged;
}

/**
 * Publishes each notice on the member's delivery subject. Called only after the transaction
 * committed and only for work that ran (a replayed Idempotency-Key tells nobody twice).
 */
export function tellMembers(ctx: Pick<WalletContext, 'bus' | 'log'>, notices: readonly WalletNotice[]) {
  for (const { userId, change } of notices)
    deliver(ctx.bus, deliverUserSubject(userId), { type: 'wallet_changed', data: change }, ctx.log);
}

export const counterpartyOf = (member: MemberRow | undefined) =>
  member ? { id: member.user_id, username: member.username, nickname: member.nickname } : null;
