import type { SettingsReply, SettingsUpdate, User } from '@taishan/contracts';
import { enqueueEvent } from '@taishan/db';
import type { AppError } from '@taishan/service-kit';
import type { Db, UserRow, UserUpdate } from '../db/database.js';
import { usersRepository } from '../db/users-repository.js';
import type { AuthContext } from './context.js';
import { errors } from './errors.js';
import { userUpdatedPayload } from './events.js';
import { profileChangedFrame, tellMember } from './live.js';
import { settingsOf, settingsReplyOf, toUser } from './user-view.js';

/** The member's own account (a deleted one is gone). */
async function ownRow(db: Db, userId: string): Promise<UserRow> {
  const row = await usersRepository.findById(db, userId);
  if (!row) throw errors.userNotFound();
  return row;
}

export async function ownProfile(ctx: AuthContext, userId: string): Promise<User> {
  return toUser(await ownRow(ctx.db, userId));
}

export async function ownSettings(ctx: AuthContext, userId: string): Promise<SettingsReply> {
  return settingsReplyOf(await ownRow(ctx.db, userId));
}

interface VersionedSave {
  column: 'profile_version' | 'settings_version';
  /** The version the member's form was based on (from If-Match); none is refused with 428. */
  expected: number | undefined;
  change: (current: UserRow) => UserUpdate;
  /** The 409 for a save based on an older version, carrying what is stored now. */
  stale: (current: UserRow) => AppError;
}

/**
 * Saves the change only if nobody saved since the version the member saw: the check and the raise
 * of the version are one UPDATE, so of two saves based on one version exactly one is written and
 * the other gets the 409 with the newer data. The change and its announcement commit together.
 */
async function saveVersioned(
  ctx: AuthContext,
  userId: string,
  save: VersionedSave,
  requestId?: string,
): Promise<UserRow> {
  const expected = save.expected;
  if (expected === undefined) throw errors.versionRequired();
  return ctx.db.transaction().execute(async (trx) => {
    const current = await ownRow(trx, userId);
    if (current[save.column] !== expected) throw save.stale(current);
    const saved = await usersRepository.saveIfVersion(
      trx,
      userId,
      save.column,
      expected,
      save.change(current),
    );
    // Another save committed between the read and the UPDATE.
    if (!saved) throw save.stale(await ownRow(trx, userId));
    await enqueueEvent(trx, 'events.user.updated', userUpdatedPayload(saved), requestId);
    return saved;
  });
}

export async function updateProfile(
  ctx: AuthContext,
  userId: string,
  body: { nickname: string; email?: string | null; phone?: string | null; bio: string },
  expected: number | undefined,
  requestId?: string,
): Promise<User> {
  const row = await saveVersioned(
    ctx,
    userId,
    {
      column: 'profile_version',
      expected,
      change: () => ({
        nickname: body.nickname,
        email: body.email ?? null,
        phone: body.phone ?? null,
        bio: body.bio,
      }),
      stale: (current) => errors.profileChanged(toUser(current)),
    },
    requestId,
  );
  ctx.relay.kick();
  tellMember(ctx, userId, profileChangedFrame(row));
  return toUser(row);
}

/** Merges any subset of the three sections over what is stored; the rest stays as it was. */
export async function updateSettings(
  ctx: AuthContext,
  userId: string,
  patch: SettingsUpdate,
  expected: number | undefined,
  requestId?: string,
): Promise<SettingsReply> {
  const row = await saveVersioned(
    ctx,
    userId,
    {
      column: 'settings_version',
      expected,
      change: (current) => {
        const now = settingsOf(current);
        return {
          settings: JSON.stringify({
            notifications: { ...now.notifications, ...patch.notifications },
            privacy: { ...now.privacy, ...patch.privacy },
            appearance: { ...now.appearance, ...patch.appearance },
          }),
        };
      },
      stale: (current) => errors.settingsChanged(settingsReplyOf(current)),
    },
    requestId,
  );
  ctx.relay.kick();
  tellMember(ctx, userId, { type: 'settings_changed', data: { version: row.settings_version } });
  return settingsReplyOf(row);
}
