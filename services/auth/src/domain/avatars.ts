import { createHash } from 'node:crypto';
import { AVATAR_MAX_BYTES, type AvatarReply } from '@taishan/contracts';
import { enqueueEvent } from '@taishan/db';
import sharp from 'sharp';
import { avatarsRepository } from '../db/avatars-repository.js';
import { usersRepository } from '../db/users-repository.js';
import { type MultipartRequest, readAvatarUpload } from './avatar-upload.js';
import type { AuthContext } from './context.js';
import { errors } from './errors.js';
import { userUpdatedPayload } from './events.js';
import { profileChangedFrame, tellMember } from './live.js';
import { avatarPath, settingsOf, toUser } from './user-view.js';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
export const AVATAR_SIZE = 256;
/** Decoding stops past this many pixels, so a small file cannot unpack into gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Trusts the bytes, not the file name or the declared type: sharp must recognise a raster image
 * (SVG, being scriptable, is not one), which is then re-encoded (metadata stripped, orientation
 * applied) to a square WebP.
 */
async function reencode(input: Buffer): Promise<Buffer> {
  if (input.length > AVATAR_MAX_BYTES) throw errors.fileTooLarge();
  const format = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .then((meta) => meta.format)
    .catch(() => undefined);
  if (!format || !ACCEPTED_FORMATS.has(format)) throw errors.notAnImage();
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw errors.notAnImage();
  }
}

/**
 * Reads the member's uploaded `avatar` file, re-encodes it and stores it with its content hash,
 * which versions the avatar URL; the change is announced as a user update.
 */
export async function uploadAvatar(
  ctx: AuthContext,
  userId: string,
  request: MultipartRequest,
  requestId?: string,
): Promise<AvatarReply> {
  const content = await reencode(await readAvatarUpload(request));
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 16);
  const row = await ctx.db.transaction().execute(async (trx) => {
    await avatarsRepository.upsert(trx, { user_id: userId, content, content_type: 'image/webp', hash });
    const updated = await usersRepository.update(trx, userId, { avatar_hash: hash });
    if (!updated) throw errors.userNotFound();
    await enqueueEvent(trx, 'events.user.updated', userUpdatedPayload(updated), requestId);
    return updated;
  });
  ctx.relay.kick();
  tellMember(ctx, userId, profileChangedFrame(row));
  return { avatar: avatarPath(userId, hash), user: toUser(row), message: '头像更新成功' };
}

export interface AvatarImage {
  content: Buffer;
  contentType: string;
  /** The ETag (the content hash). */
  etag: string;
  cacheControl: string;
}

/**
 * The stored avatar, for anyone (img tags send no token). The hash in `v` is the capability: only
 * someone who was shown the avatar URL can fetch that version, which never changes and may be
 * cached for good, and it changes with every upload. Without the current hash the owner's
 * showProfilePicture switch decides, and the answer may only be cached briefly.
 */
export async function avatarImage(
  ctx: AuthContext,
  userId: string,
  version: string | undefined,
): Promise<AvatarImage> {
  const avatar = await avatarsRepository.find(ctx.db, userId);
  if (!avatar) throw errors.avatarNotFound();
  const owner = await usersRepository.findById(ctx.db, userId);
  if (!owner) throw errors.avatarNotFound();
  const current = version === avatar.hash;
  if (!current && !settingsOf(owner).privacy.showProfilePicture) throw errors.avatarNotFound();
  return {
    content: avatar.content,
    contentType: avatar.content_type,
    etag: `"${avatar.hash}"`,
    cacheControl: current ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
  };
}
