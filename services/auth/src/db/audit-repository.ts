import { v7 as uuidv7 } from 'uuid';
import type { AdminAuditRow, Db } from './database.js';

export interface AuditEntry {
  adminId: string;
  adminUsername: string;
  action: string;
  targetId?: string | null;
  detail?: Record<string, unknown>;
  ip?: string | null;
}

export const auditRepository = Object.freeze({
  async record(db: Db, entry: AuditEntry) {
    await db
      .insertInto('admin_audit')
      .values({
        id: uuidv7(),
        admin_id: entry.adminId,
        admin_username: entry.adminUsername,
        action: entry.action,
        target_id: entry.targetId ?? null,
        detail: JSON.stringify(entry.detail ?? {}),
        ip: entry.ip ?? null,
      })
      .execute();
  },

  async latest(db: Db, limit: number): Promise<AdminAuditRow[]> {
    return db
      .selectFrom('admin_audit')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  },

  async forTarget(db: Db, targetId: string): Promise<AdminAuditRow[]> {
    return db
      .selectFrom('admin_audit')
      .selectAll()
      .where('target_id', '=', targetId)
      .orderBy('created_at')
      .execute();
  },
});
