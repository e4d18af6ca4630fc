import type {
  AdminActivity,
  AdminLoginBody,
  AdminLoginReply,
  AdminUserRow,
  AdminUsersReply,
} from '@taishan/contracts';
import { enqueueEvent } from '@taishan/db';
import { v7 as uuidv7 } from 'uuid';
import { auditRepository } from '../db/audit-repository.js';
import { avatarsRepository } from '../db/avatars-repository.js';
import type { AdminAuditRow, UserRow } from '../db/database.js';
import { sessionsRepository } from '../db/sessions-repository.js';
import { usersRepository } from '../db/users-repository.js';
import { authenticate } from './accounts.js';
import type { AuthContext } from './context.js';
import { errors } from './errors.js';
import { userRegisteredPayload, userUpdatedPayload } from './events.js';
import { profileChangedFrame, tellMember } from './live.js';
import { issueAccessToken } from './sessions.js';
import { toAdminRow } from './user-view.js';

export const ADMIN_USERNAME = 'admin';

export interface Actor {
  id: string;
  username: string;
  ip: string | null;
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

/** The console's answer to a sign-in: an admin token, and whether the password must change first. */
async function adminSession(ctx: AuthContext, user: UserRow, message: string): Promise<AdminLoginReply> {
  return {
    token: await issueAccessToken(ctx, user, 'admin'),
    admin: { id: user.id, username: user.username, fullName: user.nickname },
    mustChangePassword: user.must_change_password,
    message,
  };
}

/** Signs an administrator in at the console (throttled apart from members) and audits it. */
export async function adminLogin(
  ctx: AuthContext,
  body: AdminLoginBody,
  ip: string,
): Promise<AdminLoginReply> {
  const user = await authenticate(ctx, body, 'admin', ip);
  await recordAdminLogin(ctx, { id: user.id, username: user.username, ip });
  return adminSession(ctx, user, '登录成功');
}

/** The only call an admin may make before the initial password is changed; the answer is a fresh token. */
export async function changeAdminPassword(
  ctx: AuthContext,
  actor: Actor,
  currentPassword: string,
  newPassword: string,
): Promise<AdminLoginReply> {
  const admin = await usersRepository.findById(ctx.db, actor.id);
  if (admin?.role !== 'admin') throw errors.userNotFound();
  if (!(await ctx.hasher.verify(admin.password_hash, currentPassword))) throw errors.wrongCurrentPassword();
  if (currentPassword === newPassword) throw errors.samePassword();
  const hash = await ctx.hasher.hash(newPassword);
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const updated = await usersRepository.update(trx, actor.id, {
      password_hash: hash,
      must_change_password: false,
    });
    if (!updated) throw errors.userNotFound();
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
  return adminSession(ctx, changed, '密码已修改');
}

/** Members (and admins) newest first, a page at a time, optionally matching username, nickname or e-mail. */
export async function listMembers(
  ctx: AuthContext,
  query: { page: number; limit: number; search?: string | undefined },
): Promise<AdminUsersReply> {
  const { rows, total } = await usersRepository.page(ctx.db, {
    search: query.search || undefined,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    users: rows.map(toAdminRow),
    pagination: {
      page: query.page,
      limit: query.limit,
      totalItems: total,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
    },
  };
}

export async function setVerified(
  ctx: AuthContext,
  actor: Actor,
  userId: string,
  isVerified: boolean,
  requestId?: string,
): Promise<AdminUserRow> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const updated = await usersRepository.update(trx, userId, { is_verified: isVerified });
    if (!updated) throw errors.userNotFound();
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
  tellMember(ctx, userId, profileChangedFrame(row));
  return toAdminRow(row);
}

export async function deleteMember(ctx: AuthContext, actor: Actor, userId: string, requestId?: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const target = await usersRepository.findById(trx, userId);
    if (!target) throw errors.userNotFound();
    if (target.username === ADMIN_USERNAME || target.id === actor.id) throw errors.cannotDeleteAdmin();
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
