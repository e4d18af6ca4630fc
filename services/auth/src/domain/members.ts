import type { PublicUser, RecipientResult, UserSearchResult } from '@taishan/contracts';
import { usersRepository } from '../db/users-repository.js';
import type { AuthContext } from './context.js';
import { errors } from './errors.js';
import { toPublicUser, toRecipient, toSearchResult } from './user-view.js';

/** Other members by username or nickname, each shown as their privacy settings allow. */
export async function searchMembers(
  ctx: AuthContext,
  query: string,
  viewerId: string,
): Promise<UserSearchResult[]> {
  const rows = await usersRepository.search(ctx.db, query, viewerId);
  return rows.map(toSearchResult);
}

/**
 * The member a transfer would reach: the exact username (any letter case), never a guess; null for
 * nobody, for the caller and for administrators.
 */
export async function findRecipient(
  ctx: AuthContext,
  username: string,
  viewerId: string,
): Promise<RecipientResult | null> {
  const row = await usersRepository.findByUsernameAndRole(ctx.db, username, 'member');
  if (!row || row.id === viewerId) return null;
  return toRecipient(row);
}

export async function memberProfile(ctx: AuthContext, userId: string, viewerId: string): Promise<PublicUser> {
  const row = await usersRepository.findById(ctx.db, userId);
  if (!row) throw errors.userNotFound();
  return toPublicUser(row, viewerId);
}
