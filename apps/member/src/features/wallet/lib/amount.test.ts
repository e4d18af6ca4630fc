import { describe, expect, it } from 'vitest';
import { formatYuan, sanitizeAmountInput, signedAmount, validAmount } from './amount';

describe('wallet amounts', () => {
  it('accepts positive amounts of at most two decimals and normalises them', () => {
    expect(validAmount('100')).toBe('100.00');
    expect(validAmount(' 8.8 ')).toBe('8.80');
    expect(validAmount('0.01')).toBe('0.01');
  });

  it('refuses zero, blanks, three decimals and signs', () => {
    for (const text of ['', '0', '0.00', '1.234', '-5', 'abc', '1e3']) expect(validAmount(text)).toBeNull();
  });

  it('always shows two decimals and a sign by direction', () => {
    expect(formatYuan('57.8')).toBe('57.80');
    expect(formatYuan('-0.5')).toBe('-0.50');
    expect(signedAmount('recharge', '100')).toBe('+100.00');
    expect(signedAmount('transfer_in', '6.6')).toBe('+6.60');
    expect(signedAmount('transfer_out', '30')).toBe('-30.00');
    expect(signedAmount('donation', '18.80')).toBe('-18.80');
  });

  it('keeps typing to digits, one point and two decimals', () => {
    expect(sanitizeAmountInput('12.345')).toBe('12.34');
    expect(sanitizeAmountInput('1a2.3.4')).toBe('12.34');
    expect(sanitizeAmountInput('¥50')).toBe('50');
  });
});
