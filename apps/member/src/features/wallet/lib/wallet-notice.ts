import type { WalletChanged } from '@taishan/contracts';
import { formatYuan } from './amount';

/**
 * What a wallet change says on screen: only money received from another member is news; the
 * member's own recharges, transfers and donations were announced where they were made.
 */
export function walletNotice(change: WalletChanged): { title: string; description: string } | null {
  if (change.type !== 'transfer_in') return null;
  const from = change.counterparty ? change.counterparty.nickname || change.counterparty.username : '道友';
  return { title: '收到转账', description: `${from} 转给您 ¥${formatYuan(change.amount)}` };
}
