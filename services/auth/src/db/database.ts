import type { Settings } from '@taishan/contracts';
import type { MessagingTables } from '@taishan/db';
import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UserTable {
  id: string;
  username: string;
  password_hash: string;
  nickname: string;
  email: string | null;
  phone: string | null;
  bio: Generated<string>;
  role: 'member' | 'admin';
  is_verified: Generated<boolean>;
  must_change_password: Generated<boolean>;
  avatar_hash: string | null;
  real_name_masked: Generated<string | null>;
  settings: ColumnType<Partial<Settings>, string, string>;
  /** Raised only by the versioned saves (usersRepository.saveIfVersion). */
  profile_version: ColumnType<number, never, number>;
  settings_version: ColumnType<number, never, number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  deleted_at: Timestamp | null;
}
export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;

export interface RefreshTokenTable {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  audience: 'member' | 'admin';
  expires_at: Date;
  created_at: Generated<Date>;
  used_at: Date | null;
  revoked_at: Date | null;
}
export type RefreshTokenRow = Selectable<RefreshTokenTable>;

export interface SigningKeyTable {
  kid: string;
  private_jwk: ColumnType<Record<string, unknown>, string, string>;
  public_jwk: ColumnType<Record<string, unknown>, string, string>;
  created_at: Generated<Date>;
  retired_at: Date | null;
}

export interface AvatarTable {
  user_id: string;
  content: Buffer;
  content_type: string;
  hash: string;
  updated_at: Generated<Date>;
}

export interface AdminAuditTable {
  id: string;
  admin_id: string;
  admin_username: string;
  action: string;
  target_id: string | null;
  detail: ColumnType<Record<string, unknown>, string, string>;
  ip: string | null;
  created_at: Generated<Date>;
}
export type AdminAuditRow = Selectable<AdminAuditTable>;

/**
 * Wrong-password counters per (scope, username, address) and, with username '', per (scope,
 * address). `failures` is fractional because it drains over time (the budget refills).
 */
export interface LoginThrottleTable {
  scope: 'member' | 'admin';
  username: string;
  address: string;
  failures: number;
  blocked_until: Date;
  updated_at: Date;
}

export interface Database extends MessagingTables {
  users: UserTable;
  refresh_tokens: RefreshTokenTable;
  signing_keys: SigningKeyTable;
  avatars: AvatarTable;
  admin_audit: AdminAuditTable;
  login_throttle: LoginThrottleTable;
}

/** What a repository function runs on: the pool, or the transaction a domain function opened. */
export type Db = Kysely<Database> | Transaction<Database>;
