import type { SettingsReply, User } from '@taishan/contracts';
import { AppError, badRequest, conflict, notFound, unauthorized } from '@taishan/service-kit';

/**
 * A login attempt that has to wait. The same answer whether the username exists or not: throttling
 * is keyed by what was typed, so it tells nothing about accounts. Retry-After says when the next
 * attempt will be looked at.
 */
export class LoginThrottledError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('LOGIN_THROTTLED', '登录尝试过于频繁，请稍后再试', 429);
  }
}

/** Every refusal auth gives, in one place. */
export const errors = Object.freeze({
  /** Names the field, so the registration form says it next to the username. */
  usernameTaken: () => conflict('USERNAME_TAKEN', '用户名已存在', 'username'),
  /** Unknown username, wrong password and wrong role alike: nothing is revealed about accounts. */
  loginFailed: () => unauthorized('LOGIN_FAILED', '登录失败'),
  loginThrottled: (retryAfterSeconds: number) => new LoginThrottledError(retryAfterSeconds),
  /** No refresh cookie, or one that is unknown, used, revoked or past its time. */
  sessionExpired: () => unauthorized('AUTH_EXPIRED', '登录已过期，请重新登录'),
  userNotFound: () => notFound('USER_NOT_FOUND', '用户不存在'),
  /** A profile or settings save that does not say which version it was based on. */
  versionRequired: () => new AppError('VERSION_REQUIRED', '缺少版本信息，请刷新页面后再保存', 428),
  /** A save based on an older version; the answer carries what is stored now. */
  profileChanged: (current: User) =>
    new AppError('PROFILE_CHANGED', '资料已在其他设备上修改，请查看最新内容后再保存', 409, undefined, {
      current,
    }),
  settingsChanged: (current: SettingsReply) =>
    new AppError('SETTINGS_CHANGED', '设置已在其他设备上修改，请查看最新设置后再保存', 409, undefined, {
      current,
    }),
  wrongCurrentPassword: () => badRequest('WRONG_PASSWORD', '当前密码错误', 'currentPassword'),
  samePassword: () => badRequest('SAME_PASSWORD', '新密码不能与当前密码相同', 'newPassword'),
  cannotDeleteAdmin: () => badRequest('CANNOT_DELETE_ADMIN', '不能删除管理员账户'),
  /** Also for a hidden avatar asked for without its current version: whether it exists is not revealed. */
  avatarNotFound: () => notFound('AVATAR_NOT_FOUND', '头像不存在'),
  notAnImage: () => badRequest('FILE_TYPE', '请选择图片文件', 'avatar'),
  fileRequired: () => badRequest('FILE_REQUIRED', '请选择图片文件', 'avatar'),
  fileTooLarge: () => new AppError('FILE_TOO_LARGE', '图片大小不能超过5MB', 413, 'avatar'),
  tooManyParts: () => new AppError('UPLOAD_TOO_MANY_PARTS', '上传内容过多，请只选择一张图片', 413, 'avatar'),
  /** A multipart body cut short or broken: the client's fault, never a 500. */
  uploadIncomplete: () => badRequest('UPLOAD_INCOMPLETE', '图片上传不完整，请重新上传', 'avatar'),
});
