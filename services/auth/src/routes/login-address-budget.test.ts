import { describe, expect, it } from 'vitest';
import { type Sut, uniqueName, useAuthService } from '../test/harness.js';

const attempt = (target: Sut, username: string, password: string, address: string) =>
  target.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-forwarded-for': address },
    payload: { username, password },
  });

describe('the budget of one address across usernames', () => {
  // Waits in minutes, so a slow machine never outlasts one between two attempts.
  const wifi = useAuthService({
    LOGIN_ADDRESS_FREE_FAILURES: '12',
    LOGIN_DELAY_BASE_SECONDS: '60',
    LOGIN_DELAY_MAX_SECONDS: '3600',
  });

  it('slows an address that sprays one password over many usernames, and no other address', async () => {
    const sprayer = '203.0.113.7';
    const statuses = [];
    for (let i = 0; i < 13; i++)
      statuses.push((await attempt(wifi, uniqueName('victim'), '123456', sprayer)).statusCode);
    expect(statuses).toEqual([...Array(12).fill(401), 429]);
    expect((await attempt(wifi, uniqueName('victim'), '123456', '203.0.113.8')).statusCode).toBe(401);
  });

  it('treats an IPv6 /64 as one address', async () => {
    for (let i = 0; i < 12; i++) await attempt(wifi, uniqueName('v6'), 'wrong', `2001:db8:1:2::${i + 1}`);
    const sameNetwork = await attempt(wifi, uniqueName('v6'), 'wrong', '2001:db8:1:2:ffff::9');
    expect(sameNetwork.statusCode).toBe(429);
    expect((await attempt(wifi, uniqueName('v6'), 'wrong', '2001:db8:1:3::1')).statusCode).toBe(401);
  });
});

describe('a temple Wi-Fi: many members behind one address', () => {
  const temple = useAuthService();

  it('lets 200 members sign in from one address although every fourth mistypes once', async () => {
    const hash = await temple.ctx.hasher.hash('secret123');
    const names = Array.from({ length: 200 }, () => uniqueName('daoyou'));
    await temple.db
      .insertInto('users')
      .values(
        names.map((username) => ({
          id: crypto.randomUUID(),
          username,
          password_hash: hash,
          nickname: '道友',
          email: null,
          phone: null,
          role: 'member' as const,
          avatar_hash: null,
          settings: '{}',
          deleted_at: null,
        })),
      )
      .execute();
    const address = '192.0.2.50';
    const statuses: number[] = [];
    for (let start = 0; start < names.length; start += 10) {
      const batch = names.slice(start, start + 10).map(async (username, i) => {
        if ((start + i) % 4 === 0) await attempt(temple, username, 'secret12', address);
        return (await attempt(temple, username, 'secret123', address)).statusCode;
      });
      statuses.push(...(await Promise.all(batch)));
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });
});
