import {
  type AdminUserRow,
  DEFAULT_SETTINGS,
  type PublicUser,
  type RecipientResult,
  type Settings,
  type SettingsReply,
  type User,
  type UserSearchResult,
} from '@taishan/contracts';
import type { UserRow } from '../db/database.js';

/** An avatar's URL carries its content hash: a new upload is a new URL, so each may be cached for good. */
export const avatarPath = (userId: string, hash: string) => `/api/users/${userId}/avatar?v=${hash}`;

export function avatarUrl(row: Pick<UserRow, 'id' | 'avatar_hash'>): string | null {
  return row.avatar_hash ? avatarPath(row.id, row.avatar_hash) : null;
}

/** Stored settings merged over the defaults, so fields added later read their default. */
export function settingsOf(row: Pick<UserRow, 'settings'>): Settings {
  const stored = (row.settings ?? {}) as Partial<Settings>;
  return {
    notifications: { ...DEFAULT_SETTINGS.notifications, ...stored.notifications },
    privacy: { ...DEFAULT_SETTINGS.privacy, ...stored.privacy },
    appearance: { ...DEFAULT_SETTINGS.appearance, ...stored.appearance },
  };
}

/** The settings with the version a save must name. */
export function settingsReplyOf(row: Pick<UserRow, 'settings' | 'settings_version'>): SettingsReply {
  return { ...settingsOf(row), version: row.settings_version };
}

/** The member's own view of themselves. */
export function toUser(row: UserRow): User {
  const avatar = avatarUrl(row);
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    email: row.email,
    phone: row.phone,
    bio: row.bio,
    firstName: null,
    avatar,
    profileImageUrl: avatar,
    role: row.role,
    isVerified: row.is_verified,
    // Presence is realtime's fact; auth answers only for the caller, who is evidently here.
    isOnline: true,
    status: 'active',
    createdAt: row.created_at.toISOString(),
    profileVersion: row.profile_version,
  };
}

/**
 * Another member's view: each privacy switch decides what is filled (e-mail, phone, avatar; bio
 * and join date together under profileVisible). The owner always sees everything.
 */
export function toPublicUser(row: UserRow, viewerId: string): PublicUser {
  const self = row.id === viewerId;
  const privacy = settingsOf(row).privacy;
  const avatar = self || privacy.showProfilePicture ? avatarUrl(row) : null;
  const visible = self || privacy.profileVisible;
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    email: self || privacy.showEmail ? row.email : null,
    phone: self || privacy.showPhoneNumber ? row.phone : null,
    bio: visible ? row.bio : null,
    avatar,
    profileImageUrl: avatar,
    isVerified: row.is_verified,
    createdAt: visible ? row.created_at.toISOString() : null,
  };
}

export function toSearchResult(row: UserRow): UserSearchResult {
  const privacy = settingsOf(row).privacy;
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    email: privacy.showEmail ? row.email : null,
    avatar: privacy.showProfilePicture ? avatarUrl(row) : null,
  };
}

/** The transfer dialog's recipient: the masked real name only once verification gave one. */
export function toRecipient(row: UserRow): RecipientResult {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    realName: row.real_name_masked,
    isVerified: row.is_verified,
  };
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
    // Presence is realtime's fact, not auth's: the console lists nobody as online.
    isOnline: false,
    createdAt: row.created_at.toISOString(),
  };
}
