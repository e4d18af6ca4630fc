import type { AuthReply } from '@taishan/contracts';
import { expectStatus } from './http.js';
import { pool } from './loops.js';

/** Each bench names its members with its own prefix, so a leftover row says which bench made it. */
export const memberName = (prefix: string, i: number): string => `${prefix}_${i}`;
export const memberPassword = (i: number): string => `bench-password-${i}`;

/** Registers members 0…count-1 through the gateway, `width` at a time; their replies by index. */
export function registerMembers(
  api: (path: string) => string,
  prefix: string,
  count: number,
  width: number,
): Promise<AuthReply[]> {
  return pool(count, width, (i) =>
    expectStatus<AuthReply>(
      api('/api/auth/register'),
      { body: { username: memberName(prefix, i), password: memberPassword(i), nickname: `道友${i}` } },
      201,
    ),
  );
}
