import { DEFAULT_BIO, DEFAULT_SETTINGS, type LoginBody, type RegisterBody } from '@taishan/contracts';
import { enqueueEvent } from '@taishan/db';
import { conflict, tooManyRequests, unauthorized } from '@taishan/service-kit';
import { v7 as uuidv7 } from 'uuid';
import type { UserRow } from '../db/database.js';
import { usersRepository } from '../db/users-repository.js';
import type { AuthContext } from './context.js';
import { userRegisteredPayload } from './events.js';

type ValidRegister = { username: string; password: string; nickname: string; email?: string | null };

export async function register(ctx: AuthContext, body: ValidRegister, requestId?: string): Promise<UserRow> {
  const taken = () => conflict('USERNAME_TAKEN', '用户名已存在');
  if (await usersRepository.usernameTaken(ctx.db, body.username)) throw taken();
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
      locked_until: null,
      deleted_at: null,
    });
    if (!row) return undefined;
    await enqueueEvent(trx, 'events.user.registered', userRegisteredPayload(row), requestId);
    return row;
  });
  if (!user) throw taken();
  ctx.relay.kick();
  return user;
}

const LOGIN_FAILED = () => unauthorized('LOGIN_FAILED', '登录失败');

/**
 * Same answer for an unknown user and a wrong password. Wrong passwords are counted per account;
 * at the limit the account refuses logins for a while (the gateway throttles per address).
 */
export async function authenticate(
  ctx: AuthContext,
  body: LoginBody,
  role: 'member' | 'admin',
): Promise<UserRow> {
  const user = await usersRepository.findByUsername(ctx.db, body.username);
  if (user?.locked_until && user.locked_until.getTime() > Date.now()) {
    throw tooManyRequests('LOGIN_LOCKED', `登录尝试过多，请${ctx.config.LOGIN_LOCK_MINUTES}分钟后再试`);
  }
  const ok = await ctx.hasher.verify(user?.password_hash, body.password);
  if (!user || !ok) {
    if (user) {
      await usersRepository.recordFailedLogin(
        ctx.db,
        user.id,
        ctx.config.LOGIN_MAX_FAILURES,
        ctx.config.LOGIN_LOCK_MINUTES,
      );
    }
    throw LOGIN_FAILED();
  }
  if (user.role !== role) throw LOGIN_FAILED();
  if (user.failed_logins > 0 || user.locked_until) await usersRepository.clearFailedLogins(ctx.db, user.id);
  return user;
}

export type { RegisterBody };
