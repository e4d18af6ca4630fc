import { AVATAR_MAX_BYTES } from '@taishan/contracts';
import { AppError } from '@taishan/service-kit';
import type { FastifyRequest } from 'fastify';
import { errors } from './errors.js';

/**
 * What the multipart parser accepts on the avatar route: one file of at most 5 MB and a handful of
 * fields beside it; past that the body is refused while it is read, never buffered.
 */
export const AVATAR_UPLOAD_LIMITS = { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 };

/** The part of a request an upload reads: its multipart body. */
export type MultipartRequest = Pick<FastifyRequest, 'isMultipart' | 'files'>;

/**
 * Everything that can go wrong while a multipart body is read is about the body: a limit, a broken
 * part, a body cut short (premature close, no closing boundary, a Content-Length that never
 * arrives). None of it is a server fault, so none of it may become a 500.
 */
function uploadError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  switch ((err as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return errors.fileTooLarge();
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return errors.tooManyParts();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return errors.notAnImage();
    default:
      return errors.uploadIncomplete();
  }
}

/**
 * A file stream that closed early was usually closed by the parser over something else (a limit
 * reached, the body ended without its closing boundary); the parser hands that reason to whoever
 * asks for the next part, and it is already queued, so asking never waits.
 */
async function causeOf(err: unknown, files: AsyncIterator<unknown>): Promise<unknown> {
  if ((err as { code?: unknown } | null)?.code !== 'ERR_STREAM_PREMATURE_CLOSE') return err;
  try {
    await files.next();
    return err;
  } catch (cause) {
    return cause;
  }
}

/** The `avatar` file of a multipart request, whole, or a 4xx saying what was wrong with it. */
export async function readAvatarUpload(request: MultipartRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw errors.notAnImage();
  const files = request.files({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
  try {
    const { value: file } = await files.next();
    if (file?.fieldname !== 'avatar') throw errors.fileRequired();
    const buffer = await file.toBuffer().catch(async (err: unknown) => {
      throw await causeOf(err, files);
    });
    if (file.file.truncated) throw errors.fileTooLarge();
    return buffer;
  } catch (err) {
    throw uploadError(err);
  }
}
