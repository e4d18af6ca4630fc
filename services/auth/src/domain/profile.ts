import { createHash } from 'node:crypto';
import { AVATAR_MAX_BYTES, type Settings, type SettingsUpdate } from '@taishan/contracts';
import { enqueueEvent } from '@taishan/db';
import { AppError, badRequest, notFound } from '@taishan/service-kit';
import sharp from 'sharp';
import { avatarsRepository } from '../db/avatars-repository.js';
import type { UserRow } from '../db/database.js';
import { usersRepository } from '../db/users-repository.js';
import type { AuthContext } from './context.js';
import { userUpdatedPayload } from './events.js';
import { settingsOf } from './user-view.js';

const gone = () => notFound('USER_NOT_FOUND', '用户不存在');

async function updateAndAnnounce(
  ctx: AuthContext,
  userId: string,
  change: (row: UserRow) => Parameters<typeof usersRepository.update>[2],
  requestId?: string,
): Promise<UserRow> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const current = await usersRepository.findById(trx, userId);
    if (!current) throw gone();
    const updated = await usersRepository.update(trx, userId, change(current));
    if (!updated) throw gone();
    await enqueueEvent(trx, 'events.user.updated', userUpdatedPayload(updated), requestId);
    return updated;
  });
  ctx.relay.kick();
  return row;
}

export function updateProfile(
  ctx: AuthContext,
  userId: string,
  body: { nickname: string; email?: string | null; phone?: string | null; bio: string },
  requestId?: string,
) {
  return updateAndAnnounce(
    ctx,
    userId,
    () => ({ nickname: body.nickname, email: body.email ?? null, phone: body.phone ?? null, bio: body.bio }),
    requestId,
  );
}

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

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
export const AVATAR_SIZE = 256;

/**
 * Trusts the bytes, not the file name or the declared type: sharp must recognise a raster image,
 * which is then re-encoded (metadata stripped, orientation applied) to a square WebP.
 */
export async function saveAvatar(ctx: AuthContext, userId: string, input: Buffer, requestId?: string) {
  if (input.length > AVATAR_MAX_BYTES)
    throw new AppError('FILE_TOO_LARGE', '图片大小不能超过5MB', 413, 'avatar');
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw badRequest('FILE_TYPE', '请选择图片文件', 'avatar');
  let content: Buffer;
  try {
    content = await sharp(input, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest('FILE_TYPE', '请选择图片文件', 'avatar');
  }
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 16);
  const row = await ctx.db.transaction().execute(async (trx) => {
    await avatarsRepository.upsert(trx, { user_id: userId, content, content_type: 'image/webp', hash });
    const updated = await usersRepository.update(trx, userId, { avatar_hash: hash });
    if (!updated) throw gone();
    await enqueueEvent(trx, 'events.user.updated', userUpdatedPayload(updated), requestId);
    return updated;
  });
  ctx.relay.kick();
  return row;
}
