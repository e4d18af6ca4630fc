import { z } from 'zod';
import { blankToNull, errorReply, line, lines, uuid } from './common.js';

export const role = z.enum(['member', 'admin']);
export type Role = z.infer<typeof role>;

export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,20}$/;
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const NICKNAME_MAX = 20;
export const BIO_MAX = 200;
export const DEFAULT_BIO = '道法自然，清静无为';

/** The signed-in member as the apps store it (localStorage `user`). */
export const user = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  bio: z.string(),
  firstName: z.string().nullable(),
  avatar: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role,
  isVerified: z.boolean(),
  isOnline: z.boolean(),
  status: z.string(),
  createdAt: z.string(),
  /** The version of nickname, e-mail, phone and bio; a profile save names it in `If-Match`. */
  profileVersion: z.number().int(),
});
export type User = z.infer<typeof user>;

/** The `{id}` of /api/users/{id}, /api/users/{id}/avatar and /api/admin/users/{id}. */
export const userIdParams = z.object({ id: uuid });

/** What another member may see: privacy settings decide which fields are filled. */
export const publicUser = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  avatar: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isVerified: z.boolean(),
  createdAt: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUser>;

/** GET /api/users/search?q= : members to add as friends. */
export const userSearchQuery = z.object({
  q: line({ message: '请输入搜索内容' })
    .trim()
    .min(1, { message: '请输入搜索内容' })
    .max(50, { message: '搜索内容过长' }),
});
export const userSearchResult = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type UserSearchResult = z.infer<typeof userSearchResult>;
export const userSearchReply = z.array(userSearchResult);

export const optionalEmail = z.preprocess(
  blankToNull,
  line()
    .pipe(z.email({ message: '邮箱格式不正确' }).max(254, { message: '邮箱格式不正确' }))
    .nullable()
    .optional(),
);

/** PUT /api/user/profile */
export const profileUpdate = z.object({
  nickname: line({ message: '请输入昵称' })
    .trim()
    .min(1, { message: '请输入昵称' })
    .max(NICKNAME_MAX, { message: `昵称不能超过${NICKNAME_MAX}个字符` }),
  email: optionalEmail,
  phone: z.preprocess(
    blankToNull,
    line().regex(PHONE_PATTERN, { message: '手机号格式错误' }).nullable().optional(),
  ),
  bio: z.preprocess(
    (v) => (v == null ? '' : v),
    lines()
      .trim()
      .max(BIO_MAX, { message: `个人简介不能超过${BIO_MAX}个字符` }),
  ),
});
export type ProfileUpdate = z.input<typeof profileUpdate>;
/** The 409 of a profile save based on an older version: the profile as it now stands. */
export const profileConflictReply = errorReply.extend({ current: user });
export type ProfileConflictReply = z.infer<typeof profileConflictReply>;

export const avatarReply = z.object({ avatar: z.string(), user, message: z.string() });
export type AvatarReply = z.infer<typeof avatarReply>;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** GET /api/users/{id}/avatar?v= : the version hash the avatar URL carries. */
export const avatarQuery = z.object({ v: line().max(64, { message: '头像版本无效' }).optional() });

/** GET /api/user/search?username= : the transfer dialog's recipient look-up (from 2 characters). */
export const recipientSearchQuery = z.object({
  username: line({ message: '请输入收款人用户名' })
    .trim()
    .min(2, { message: '请输入至少2个字符' })
    .max(20, { message: '收款人不存在' }),
});
export const recipientResult = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  /** Masked (e.g. 张*), and only for verified members. */
  realName: z.string().nullable(),
  isVerified: z.boolean(),
});
export type RecipientResult = z.infer<typeof recipientResult>;
export const recipientSearchReply = recipientResult.nullable();
