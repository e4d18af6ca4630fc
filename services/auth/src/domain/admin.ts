import type { AdminActivity, AdminUserRow } from '@taishan/contracts';
import { enqueueEvent } from '@taishan/db';
import { badRequest, notFound } from '@taishan/service-kit';
import { v7 as uuidv7 } from 'uuid';
import { auditRepository } from '../db/audit-repository.js';
import { avatarsRepository } from '../db/avatars-repository.js';
import type { AdminAuditRow, UserRow } from '../db/database.js';
import { sessionsRepository } from '../db/sessions-repository.js';
import { usersRepository } from '../db/users-repository.js';
import type { AuthContext } from './context.js';
import { userRegisteredPayload, userUpdatedPayload } from './events.js';
import { avatarUrl } from './user-view.js';

export const ADMIN_USERNAME = 'admin';

export interface Actor {
  id: string;
  username: string;
  ip: string | null;
}

export function toAdminRow(row: UserRow): AdminUserRow {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    email: row.email,
    avatar: avatarUrl(row),
    role: row.role === 'admin' ? 'admin' : 'normal',
    isVerified: row.is_verified,
    // Presence lives in realtime, which arrives with the chat issue; until then nobody is shown online.
    isOnline: false,
    createdAt: row.created_at.toISOString(),
  };
}

/** The first admin comes from config on first start and must change the password at first login. */
export async function ensureInitialAdmin(ctx: AuthContext, password: string) {
  const existing = await usersRepository.findByUsername(ctx.db, ADMIN_USERNAME);
  if (existing) return;
  const hash = await ctx.hasher.hash(password);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await usersRepository.insert(trx, {
      id: uuidv7(),
      username: ADMIN_USERNAME,
      password_hash: hash,
      nickname: '系统管理员',
      email: null,
      phone: null,
      role: 'admin',
      must_change_password: true,
      avatar_hash: null,
      settings: JSON.stringify({}),
      deleted_at: null,
    });
    if (row) await enqueueEvent(trx, 'events.user.registered', userRegisteredPayload(row));
  });
  ctx.relay.kick();
}

export async function changeAdminPassword(
  ctx: AuthContext,
  actor: Actor,
  currentPassword: string,
  newPassword: string,
): Promise<UserRow> {
  const admin = await usersRepository.findById(ctx.db, actor.id);
  if (admin?.role !== 'admin') throw notFound('USER_NOT_FOUND', '用户不存在');
  if (!(await ctx.hasher.verify(admin.password_hash, currentPassword))) {
    throw badRequest('WRONG_PASSWORD', '当前密码错误', 'currentPassword');
  }
  if (currentPassword === newPassword) {
    throw badRequest('SAME_PASSWORD', '新密码不能与当前密码相同', 'newPassword');
  }
  const hash = await ctx.hasher.hash(newPassword);
  return ctx.db.transaction().execute(async (trx) => {
    const updated = await usersRepository.update(trx, actor.id, {
      password_hash: hash,
      must_change_password: false,
    });
    if (!updated) throw notFound('USER_NOT_FOUND', '用户不存在');
    // Other sessions of this account end with the old password.
    await sessionsRepository.revokeAllForUser(trx, actor.id);
    await auditRepository.record(trx, {
      adminId: actor.id,
      adminUsername: actor.username,
      action: 'admin.password_changed',
      targetId: actor.id,
      ip: actor.ip,
    });
    return updated;
  });
}

export async function setVerified(
  ctx: AuthContext,
  actor: Actor,
  userId: string,
  isVerified: boolean,
  requestId?: string,
) {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const updated = await usersRepository.update(trx, userId, { is_verified: isVerified });
    if (!updated) throw notFound('USER_NOT_FOUND', '用户不存在');
    await auditRepository.record(trx, {
      adminId: actor.id,
      adminUsername: actor.username,
      action: isVerified ? 'user.verified' : 'user.unverified',
      targetId: userId,
      detail: { username: updated.username },
      ip: actor.ip,
    });
    await enqueueEvent(trx, 'events.user.updated', userUpdatedPayload(updated), requestId);
    return updated;
  });
  ctx.relay.kick();
  return row;
}

export async function deleteMember(ctx: AuthContext, actor: Actor, userId: string, requestId?: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const target = await usersRepository.findById(trx, userId);
    if (!target) throw notFound('USER_NOT_FOUND', '用户不存在');
    if (target.username === ADMIN_USERNAME || target.id === actor.id) {
      throw badRequest('CANNOT_DELETE_ADMIN', '不能删除管理员账户');
    }
    await usersRepository.softDelete(trx, userId);
    await avatarsRepository.remove(trx, userId);
    await sessionsRepository.revokeAllForUser(trx, userId);
    await auditRepository.record(trx, {
      adminId: actor.id,
      adminUsername: actor.username,
      action: 'user.deleted',
      targetId: userId,
      detail: { username: target.username },
      ip: actor.ip,
    });
    await enqueueEvent(trx, 'events.user.deleted', { userId, username: target.username }, requestId);
  });
  ctx.relay.kick();
}

export async function recordAdminLogin(ctx: AuthContext, actor: Actor) {
  await auditRepository.record(ctx.db, {
    adminId: actor.id,
    adminUsername: actor.username,
    action: 'admin.login',
    targetId: actor.id,
    ip: actor.ip,
  });
}

const DESCRIPTIONS: Record<string, (row: AdminAuditRow) => string> = {
  'admin.login': (r) => `管理员 ${r.admin_username} 登录了后台`,
  'admin.password_changed': (r) => `管理员 ${r.admin_username} 修改了密码`,
  'user.verified': (r) => `管理员 ${r.admin_username} 认证了会员 ${String(r.detail.username ?? '')}`,
  'user.unverified': (r) => `管理员 ${r.admin_username} 取消了会员 ${String(r.detail.username ?? '')} 的认证`,
  'user.deleted': (r) => `管理员 ${r.admin_username} 删除了会员 ${String(r.detail.username ?? '')}`,
};

export async function recentActivities(ctx: AuthContext, limit = 5): Promise<AdminActivity[]> {
  const rows = await auditRepository.latest(ctx.db, limit);
  return rows.map((r) => ({
    id: r.id,
    description: DESCRIPTIONS[r.action]?.(r) ?? `管理员 ${r.admin_username}: ${r.action}`,
    time: r.created_at.toISOString(),
  }));
}
