import { describe, expect, it } from 'vitest';
import { decodeClaims, expiresAtMs } from './jwt';
import { fakeToken } from './test-browser';

describe('decodeClaims', () => {
  it('reads the payload of a token, including non-ASCII claims', () => {
    const token = fakeToken({
      sub: 'u1',
      role: 'member',
      aud: 'member',
      exp: 2_000_000_000,
      username: '清虚',
    });
    expect(decodeClaims(token)).toMatchObject({ sub: 'u1', exp: 2_000_000_000, username: '清虚' });
    expect(expiresAtMs({ exp: 2_000_000_000 })).toBe(2_000_000_000_000);
  });

  it('refuses tokens that are not three parts, not JSON, or have no numeric exp', () => {
    expect(decodeClaims('garbage')).toBeNull();
    expect(decodeClaims('a.b.c')).toBeNull();
    expect(decodeClaims(fakeToken({ sub: 'u1', exp: 'soon' }))).toBeNull();
  });
});
