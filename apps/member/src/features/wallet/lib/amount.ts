import { formatFen, parseYuan, type WalletTransactionType } from '@taishan/contracts';

/** The typed amount as "12.50" when it is above 0 with at most two decimals, else null. */
export function validAmount(text: string): string | null {
  const fen = parseYuan(text);
  return fen !== null && fen > 0n ? formatFen(fen) : null;
}

/** Always two decimals ("8" → "8.00"); an unreadable value shows as it came. */
export function formatYuan(value: string): string {
  const fen = parseYuan(value.replace(/^-/, ''));
  if (fen === null) return value;
  return `${value.startsWith('-') ? '-' : ''}${formatFen(fen)}`;
}

/** Money in (recharge, a transfer received) is positive; money out is negative. */
export const isIncoming = (type: WalletTransactionType) => type === 'recharge' || type === 'transfer_in';

export function signedAmount(type: WalletTransactionType, amount: string): string {
  return `${isIncoming(type) ? '+' : '-'}${formatYuan(amount.replace(/^-/, ''))}`;
}

/** Keeps an amount input to digits and one point with at most two decimals while typing. */
export function sanitizeAmountInput(text: string): string {
  const cleaned = text.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, 2)}`;
}
