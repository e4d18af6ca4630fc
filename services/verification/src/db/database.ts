import type { MessagingTables } from '@taishan/db';
import type { Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

/** One real-name application. The ID number exists here only as ciphertext and a keyed hash. */
export interface ApplicationTable {
  id: string;
  user_id: string;
  real_name: string;
  phone: string;
  /** AES-256-GCM, see domain/id-cipher.ts; never the plain number. */
  id_card_cipher: string;
  /** HMAC-SHA256 of the canonical number; unique among approved applications. */
  id_card_hash: string;
  status: ApplicationStatus;
  reason: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  verified_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
export type ApplicationRow = Selectable<ApplicationTable>;
export type NewApplication = Insertable<ApplicationTable>;

/** What this service knows of a member: a projection of auth's user events, for the admin list. */
export interface MemberTable {
  user_id: string;
  username: string;
  nickname: string;
  role: 'member' | 'admin';
  deleted_at: Date | null;
  updated_at: Generated<Date>;
}
export type MemberRow = Selectable<MemberTable>;

export type AuditAction = 'reveal' | 'approve' | 'reject';

/** Who looked at or decided which application, when, from where. Append-only. */
export interface AdminAuditTable {
  id: string;
  admin_id: string;
  admin_username: string | null;
  action: AuditAction;
  application_id: string;
  ip: string | null;
  request_id: string | null;
  created_at: Generated<Date>;
}
export type AdminAuditRow = Selectable<AdminAuditTable>;

export interface Database extends MessagingTables {
  applications: ApplicationTable;
  members: MemberTable;
  admin_audit: AdminAuditTable;
}

/** The database or an open transaction: repositories take either. */
export type Db = Kysely<Database> | Transaction<Database>;
