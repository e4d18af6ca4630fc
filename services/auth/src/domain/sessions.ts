import { v7 as uuidv7 } from 'uuid';
import type { UserRow } from '../db/database.js';
import { sessionsRepository } from '../db/sessions-repository.js';
import { usersRepository } from '../db/users-repository.js';
import type { AuthContext } from './context.js';
import { errors } from './errors.js';
import { hashRefreshToken, newRefreshToken } from './tokens.js';

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  refreshExpires: Date;
}

export async function issueAccessToken(ctx: AuthContext, user: UserRow, audience: 'member' | 'admin') {
  return ctx.signer.sign({
    sub: user.id,
    role: user.role,
    aud: audience,
    username: user.username,
    ...(audience === 'admin' && user.must_change_password ? { pwc: true } : {}),
    ttlSeconds:
      audience === 'admin' ? ctx.config.ADMIN_TOKEN_TTL_SECONDS : ctx.config.ACCESS_TOKEN_TTL_SECONDS,
  });
}

/** A new session: an access token and the first refresh token of a new family. */
export async function startSession(ctx: AuthContext, user: UserRow): Promise<IssuedSession> {
  const refresh = newRefreshToken();
  const refreshExpires = new Date(Date.now() + ctx.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
  await sessionsRepository.insert(ctx.db, {
    id: uuidv7(),
    user_id: user.id,
    family_id: uuidv7(),
    token_hash: refresh.hash,
    audience: 'member',
    expires_at: refreshExpires,
  });
  return {
    accessToken: await issueAccessToken(ctx, user, 'member'),
    refreshToken: refresh.token,
    refreshExpires,
  };
}

/**
 * Rotates a refresh token. A token presented twice means it was stolen or replayed: the whole
 * family is revoked and both holders must sign in again.
 */
export async function rotateSession(
  ctx: AuthContext,
  presented: string | undefined,
): Promise<IssuedSession & { user: UserRow }> {
  if (!presented) throw errors.sessionExpired();
  const result = await ctx.db.transaction().execute(async (trx) => {
    const row = await sessionsRepository.findByHashForUpdate(trx, hashRefreshToken(presented));
    if (!row || row.revoked_at) return null;
    if (row.used_at) {
      await sessionsRepository.revokeFamily(trx, row.family_id);
      return null;
    }
    if (row.expires_at.getTime() <= Date.now()) return null;
    const user = await usersRepository.findById(trx, row.user_id);
    if (!user) return null;
    await sessionsRepository.markUsed(trx, row.id);
    const refresh = newRefreshToken();
    await sessionsRepository.insert(trx, {
      id: uuidv7(),
      user_id: user.id,
      family_id: row.family_id,
      token_hash: refresh.hash,
      audience: row.audience,
      expires_at: row.expires_at,
    });
    return { user, refresh, expires: row.expires_at };
  });
  if (!result) throw errors.sessionExpired();
  return {
    user: result.user,
    accessToken: await issueAccessToken(ctx, result.user, 'member'),
    refreshToken: result.refresh.token,
    refreshExpires: result.expires,
  };
}

export async function endSession(ctx: AuthContext, presented: string | undefined) {
  if (!presented) return;
  const row = await sessionsRepository.findByHash(ctx.db, hashRefreshToken(presented));
  if (row) await sessionsRepository.revokeFamily(ctx.db, row.family_id);
}
