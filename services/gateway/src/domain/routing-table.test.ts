import { describe, expect, it } from 'vitest';
import { isPublic, resolveRoute } from './routing-table.js';

describe('the routing table (ARCHITECTURE.md)', () => {
  it.each([
    ['/api/auth/login', 'auth'],
    ['/api/users/search', 'auth'],
    ['/api/user/search', 'auth'],
    ['/api/user/profile', 'auth'],
    ['/api/user/settings', 'auth'],
    ['/api/user/avatar', 'auth'],
    ['/api/admin/login', 'auth'],
    ['/api/admin/users/abc', 'auth'],
    ['/.well-known/jwks.json', 'auth'],
    ['/api/chats/list', 'chat'],
    ['/api/messages/abc', 'chat'],
    ['/api/friends', 'chat'],
    ['/api/reports', 'chat'],
    ['/api/user/wallet', 'wallet'],
    ['/api/user/wallet/transactions', 'wallet'],
    ['/api/wallet/transfer', 'wallet'],
    ['/api/user/transaction-password', 'wallet'],
    ['/api/admin/finance/stats', 'wallet'],
    ['/api/user/verification', 'verification'],
    ['/api/user/verification/submit', 'verification'],
    ['/api/admin/verifications/abc/review', 'verification'],
  ])('sends %s to %s', (path, service) => {
    expect(resolveRoute(path)?.service).toBe(service);
  });

  it('routes nothing it does not know, and no look-alike prefixes', () => {
    expect(resolveRoute('/api/walletx')).toBeUndefined();
    expect(resolveRoute('/api/user/wallets-of-others')).toBeUndefined();
    expect(resolveRoute('/api/unknown')).toBeUndefined();
  });

  it('keeps money and identity routes behind a token', () => {
    for (const path of [
      '/api/wallet/recharge',
      '/api/user/verification/submit',
      '/api/admin/finance/stats',
    ]) {
      expect(isPublic('POST', path)).toBe(false);
      expect(isPublic('GET', path)).toBe(false);
    }
  });
});
