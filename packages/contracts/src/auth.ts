import { z } from 'zod';
import { line } from './common.js';
import { NICKNAME_MAX, optionalEmail, USERNAME_PATTERN, user } from './users.js';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 64;

/** POST /api/auth/register */
export const registerBody = z.object({
  username: line({ message: '请输入用户名' })
    .trim()
    .min(1, { message: '请输入用户名' })
    .regex(USERNAME_PATTERN, { message: '用户名需为3-20位字母、数字或下划线' }),
  password: line({ message: '请输入密码' })
    .min(1, { message: '请输入密码' })
    .min(PASSWORD_MIN, { message: `密码至少需要${PASSWORD_MIN}位` })
    .max(PASSWORD_MAX, { message: `密码不能超过${PASSWORD_MAX}位` }),
  nickname: line({ message: '请输入昵称' })
    .trim()
    .min(1, { message: '请输入昵称' })
    .max(NICKNAME_MAX, { message: `昵称不能超过${NICKNAME_MAX}个字符` }),
  email: optionalEmail,
});
export type RegisterBody = z.input<typeof registerBody>;

/** POST /api/auth/login */
export const loginBody = z.object({
  username: line({ message: '请输入用户名' })
    .trim()
    .min(1, { message: '请输入用户名' })
    .max(64, { message: '登录失败' }),
  password: line({ message: '请输入密码' })
    .min(1, { message: '请输入密码' })
    .max(256, { message: '登录失败' }),
});
export type LoginBody = z.infer<typeof loginBody>;

/** What register and login answer. The refresh token travels only as an httpOnly cookie. */
export const authReply = z.object({ token: z.string(), user, message: z.string() });
export type AuthReply = z.infer<typeof authReply>;

/**
 * GET /.well-known/jwks.json: auth's public Ed25519 keys. Only these public fields are ever
 * published, whatever else a stored key holds.
 */
export const jwksReply = z.object({
  keys: z.array(
    z.object({
      kty: z.string(),
      crv: z.string(),
      x: z.string(),
      kid: z.string(),
      alg: z.string(),
      use: z.string(),
    }),
  ),
});
export type JwksReply = z.infer<typeof jwksReply>;

export const REFRESH_COOKIE = 'ts_refresh';
export const ADMIN_REFRESH_COOKIE = 'ts_admin_refresh';

/** Claims of every access token (ARCHITECTURE.md "Identity and trust"). */
export const accessClaims = z.object({
  sub: z.uuid(),
  role: z.enum(['member', 'admin']),
  aud: z.union([z.enum(['member', 'admin']), z.array(z.string())]),
  exp: z.number(),
  iat: z.number().optional(),
  username: z.string().optional(),
  /** Admin tokens issued before the initial password was changed carry pwc = true. */
  pwc: z.boolean().optional(),
});
export type AccessClaims = z.infer<typeof accessClaims>;
