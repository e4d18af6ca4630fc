import { z } from 'zod';
import { line, pageQuery, pagination } from './common.js';

export const adminLoginBody = z.object({
  username: line({ message: '请输入用户名和密码' }).trim().min(1, { message: '请输入用户名和密码' }).max(64),
  password: line({ message: '请输入用户名和密码' }).min(1, { message: '请输入用户名和密码' }).max(256),
});
export type AdminLoginBody = z.infer<typeof adminLoginBody>;

export const ADMIN_PASSWORD_MIN = 8;

export const adminPasswordBody = z.object({
  currentPassword: line({ message: '请输入当前密码' }).min(1, { message: '请输入当前密码' }).max(256),
  newPassword: line({ message: '请输入新密码' })
    .min(ADMIN_PASSWORD_MIN, { message: `新密码至少需要${ADMIN_PASSWORD_MIN}位` })
    .max(128, { message: '新密码不能超过128位' }),
});
export type AdminPasswordBody = z.infer<typeof adminPasswordBody>;

export const adminProfile = z.object({ id: z.string(), username: z.string(), fullName: z.string() });
export type AdminProfile = z.infer<typeof adminProfile>;

/** The admin login reply, with whether the initial password must still be changed. */
export const adminLoginReply = z.object({
  token: z.string(),
  admin: adminProfile,
  mustChangePassword: z.boolean(),
  message: z.string(),
});
export type AdminLoginReply = z.infer<typeof adminLoginReply>;

/** One row of the admin console's members list. */
export const adminUserRow = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  role: z.enum(['admin', 'normal']),
  isVerified: z.boolean(),
  isOnline: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

export const adminUsersQuery = pageQuery.extend({
  search: line().trim().max(50, { message: '搜索内容过长' }).optional(),
});
export const adminUsersReply = z.object({ users: z.array(adminUserRow), pagination });
export type AdminUsersReply = z.infer<typeof adminUsersReply>;

export const adminUserUpdate = z
  .object({ isVerified: z.boolean({ message: 'isVerified 必须是布尔值' }) })
  .strict();
export type AdminUserUpdate = z.infer<typeof adminUserUpdate>;

/** One line of the dashboard's recent activity. */
export const adminActivity = z.object({ id: z.string(), description: z.string(), time: z.string() });
export type AdminActivity = z.infer<typeof adminActivity>;
/** GET /api/admin/activities: the latest audited admin actions, newest first. */
export const adminActivitiesReply = z.array(adminActivity);
