import { AVATAR_MAX_BYTES } from '@taishan/contracts';
import { AppError, badRequest } from '@taishan/service-kit';
import type { FastifyRequest } from 'fastify';

const fileType = () => badRequest('FILE_TYPE', '请选择图片文件', 'avatar');
const fileRequired = () => badRequest('FILE_REQUIRED', '请选择图片文件', 'avatar');
const tooLarge = () => new AppError('FILE_TOO_LARGE', '图片大小不能超过5MB', 413, 'avatar');
const tooManyParts = () =>
  new AppError('UPLOAD_TOO_MANY_PARTS', '上传内容过多，请只选择一张图片', 413, 'avatar');
const incomplete = () => badRequest('UPLOAD_INCOMPLETE', '图片上传不完整，请重新上传', 'avatar');

/**
 * Everything that can go wrong while a multipart body is read is about the body: a limit, a broken
 * part, a body cut short (premature close, no closing boundary, a Content-Length that never
 * arrives). None of it is a server fault, so none of it may become a 500.
 */
function uploadError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  switch ((err as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return tooManyParts();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return fileType();
    default:
      return incomplete();
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
export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fileType();
  const files = request.files({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
  try {
    const { value: file } = await files.next();
    if (file?.fieldname !== 'avatar') throw fileRequired();
    const buffer = await file.toBuffer().catch(async (err: unknown) => {
      throw await causeOf(err, files);
    });
    if (file.file.truncated) throw tooLarge();
    return buffer;
  } catch (err) {
    throw uploadError(err);
  }
}
