import type { Settings, SettingsUpdate, User } from '@taishan/contracts';
import { enqueueEvent } from '@taishan/db';
import type { UserRow } from '../db/database.js';
import { usersRepository } from '../db/users-repository.js';
import type { AuthContext } from './context.js';
import { errors } from './errors.js';
import { userUpdatedPayload } from './events.js';
import { settingsOf, toUser } from './user-view.js';

/** The member's own account (a deleted one is gone). */
async function ownRow(ctx: AuthContext, userId: string): Promise<UserRow> {
  const row = await usersRepository.findById(ctx.db, userId);
  if (!row) throw errors.userNotFound();
  return row;
}

export async function ownProfile(ctx: AuthContext, userId: string): Promise<User> {
  return toUser(await ownRow(ctx, userId));
}

export async function ownSettings(ctx: AuthContext, userId: string): Promise<Settings> {
  return settingsOf(await ownRow(ctx, userId));
}

/** Changes the member's row and announces it as a user update, in one transaction. */
async function updateAndAnnounce(
  ctx: AuthContext,
  userId: string,
  change: (row: UserRow) => Parameters<typeof usersRepository.update>[2],
  requestId?: string,
): Promise<UserRow> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const current = await usersRepository.findById(trx, userId);
    if (!current) throw errors.userNotFound();
    const updated = await usersRepository.update(trx, userId, change(current));
    if (!updated) throw errors.userNotFound();
    await enqueueEvent(trx, 'events.user.updated', userUpdatedPayload(updated), requestId);
    return updated;
  });
  ctx.relay.kick();
  return row;
}

export async function updateProfile(
  ctx: AuthContext,
  userId: string,
  body: { nickname: string; email?: string | null; phone?: string | null; bio: string },
  requestId?: string,
): Promise<User> {
  const row = await updateAndAnnounce(
    ctx,
    userId,
    () => ({ nickname: body.nickname, email: body.email ?? null, phone: body.phone ?? null, bio: body.bio }),
    requestId,
  );
  return toUser(row);
}

/** Merges any subset of the three sections over what is stored; the rest stays as it was. */
export async function updateSettings(
  ctx: AuthContext,
  userId: string,
  patch: SettingsUpdate,
  requestId?: string,
): Promise<Settings> {
  const row = await updateAndAnnounce(
    ctx,
    userId,
    (current) => {
      const now = settingsOf(current);
      const next: Settings = {
        notifications: { ...now.notifications, ...patch.notifications },
        privacy: { ...now.privacy, ...patch.privacy },
        appearance: { ...now.appearance, ...patch.appearance },
      };
      return { settings: JSON.stringify(next) };
    },
    requestId,
  );
  return settingsOf(row);
}
