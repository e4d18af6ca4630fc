import { describe, expect, it } from 'vitest';
import { walletNotice } from './wallet-notice';

const money = {
  transactionId: 't1',
  amount: '30',
  balance: '30.00',
  counterparty: { id: 'u1', username: 'jia', nickname: '施主甲' },
};

describe('walletNotice', () => {
  it('announces money received, with who sent it and how much', () => {
    expect(walletNotice({ ...money, type: 'transfer_in' })).toEqual({
      title: '收到转账',
      description: '施主甲 转给您 ¥30.00',
    });
  });

  it('names the sender by username when they have no nickname', () => {
    const counterparty = { id: 'u1', username: 'jia', nickname: '' };
    expect(walletNotice({ ...money, type: 'transfer_in', counterparty })?.description).toBe(
      'jia 转给您 ¥30.00',
    );
  });

  it.each(['transfer_out', 'recharge', 'donation'] as const)('says nothing more for %s', (type) => {
    expect(walletNotice({ ...money, type })).toBeNull();
  });

  it('says nothing for the verified badge', () => {
    expect(walletNotice({ type: 'verified', verifiedAt: '2026-01-01T00:00:00.000Z' })).toBeNull();
  });
});
