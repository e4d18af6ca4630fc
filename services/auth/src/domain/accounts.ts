import { DEFAULT_BIO, DEFAULT_SETTINGS, type LoginBody } from '@taishan/contracts';
import { enqueueEvent } from '@taishan/db';
import { v7 as uuidv7 } from 'uuid';
import type { UserRow } from '../db/database.js';
import { loginThrottleRepository, type ThrottleKey } from '../db/login-throttle-repository.js';
import { usersRepository } from '../db/users-repository.js';
import type { AuthContext } from './context.js';
import { errors } from './errors.js';
import { userRegisteredPayload } from './events.js';
import { throttleAddress, throttlePolicy } from './login-throttle.js';

type ValidRegister = { username: string; password: string; nickname: string; email?: string | null };

export async function register(ctx: AuthContext, body: ValidRegister, requestId?: string): Promise<UserRow> {
  if (await usersRepository.usernameTaken(ctx.db, body.username)) throw errors.usernameTaken();
  const passwordHash = await ctx.hasher.hash(body.password);
  const user = await ctx.db.transaction().execute(async (trx) => {
    const row = await usersRepository.insert(trx, {
      id: uuidv7(),
      username: body.username,
      password_hash: passwordHash,
      nickname: body.nickname,
      email: body.email ?? null,
      phone: null,
      bio: DEFAULT_BIO,
      role: 'member',
      avatar_hash: null,
      settings: JSON.stringify(DEFAULT_SETTINGS),
      deleted_at: null,
    });
    if (!row) return undefined;
    await enqueueEvent(trx, 'events.user.registered', userRegisteredPayload(row), requestId);
    return row;
  });
  if (!user) throw errors.usernameTaken();
  ctx.relay.kick();
  return user;
}

/**
 * Signs a member in at the member login, an admin at the console's: each looks only for accounts
 * of its own role and counts failures under its own scope, so neither can throttle the other.
 * An unknown username, a wrong password and a wrong role answer alike, after the same argon2 work
 * (a dummy hash stands in for a missing account). Failures are counted per (username, address)
 * and per address; past a free budget each further attempt must wait, twice as long each time.
 */
export async function authenticate(
  ctx: AuthContext,
  body: LoginBody,
  scope: 'member' | 'admin',
  address: string,
): Promise<UserRow> {
  const key: ThrottleKey = {
    scope,
    username: body.username.toLowerCase(),
    address: throttleAddress(address),
  };
  const policy = throttlePolicy(ctx.config);
  const reservation = await loginThrottleRepository.reserve(ctx.db, key, policy);
  if (!reservation.admitted) throw errors.loginThrottled(reservation.retryAfterSeconds);
  const user = await usersRepository.findByUsernameAndRole(ctx.db, body.username, scope);
  const ok = await ctx.hasher.verify(user?.password_hash, body.password);
  if (!user || !ok) throw errors.loginFailed();
  await loginThrottleRepository.succeed(ctx.db, key, policy);
  return user;
}
