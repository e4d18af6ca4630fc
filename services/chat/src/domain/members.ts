import type { Db, MemberRow } from '../db/database.js';
import { membersRepository } from '../db/members-repository.js';
import { errors } from './errors.js';

/**
 * The caller as chat knows them. A token is valid before auth's registration event reaches this
 * projection only in theory, but if it happens the member is told to retry rather than given a 500.
 */
export async function requireMember(db: Db, userId: string): Promise<MemberRow> {
  const member = await membersRepository.find(db, userId);
  if (!member) throw errors.memberUnknown();
  if (member.deleted_at) throw errors.memberDeleted();
  return member;
}

/** A member someone may address: known, not deleted, and a member rather than an administrator. */
export const isAddressable = (m: MemberRow | undefined): m is MemberRow =>
  m !== undefined && m.deleted_at === null && m.role === 'member';

/**
 * A member's avatar as `viewerId` sees it: with showProfilePicture off only the member themself
 * sees it. A null viewer is everyone at once (a live delivery to a whole room).
 */
export const avatarFor = (
  m: Pick<MemberRow, 'user_id' | 'avatar' | 'show_profile_picture'>,
  viewerId: string | null,
): string | null => (m.show_profile_picture || m.user_id === viewerId ? m.avatar : null);

/** A member's bio (the status text) as `viewerId` sees it: with profileVisible off, nothing. */
export const bioFor = (
  m: Pick<MemberRow, 'user_id' | 'bio' | 'profile_visible'>,
  viewerId: string,
): string => (m.profile_visible || m.user_id === viewerId ? m.bio : '');

/** Direct rooms are keyed by the sorted pair, so both members find the same room. */
export const directKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

export function partnerOf(key: string | null, userId: string): string | null {
  if (!key) return null;
  const [a, b] = key.split(':');
  return (a === userId ? b : a) ?? null;
}
