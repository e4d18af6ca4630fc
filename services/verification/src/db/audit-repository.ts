import { v7 as uuidv7 } from 'uuid';
import type { AdminAuditRow, AuditAction, Db } from './database.js';

export interface AuditEntry {
  adminId: string;
  adminUsername: string | null;
  action: AuditAction;
  applicationId: string;
  ip: string | null;
  requestId: string | null;
}

export const auditRepository = Object.freeze({
  async record(db: Db, entry: AuditEntry): Promise<void> {
    await db
      .insertInto('admin_audit')
      .values({
        id: uuidv7(),
        admin_id: entry.adminId,
        admin_username: entry.adminUsername,
        action: entry.action,
        application_id: entry.applicationId,
        ip: entry.ip,
        request_id: entry.requestId,
      })
      .execute();
  },

  async forApplication(db: Db, applicationId: string): Promise<AdminAuditRow[]> {
    return db
      .selectFrom('admin_audit')
      .selectAll()
      .where('application_id', '=', applicationId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  },
});
