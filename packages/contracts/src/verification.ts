import { z } from 'zod';
import { line, lines, pagination } from './common.js';
import { PHONE_PATTERN } from './users.js';

/**
 * Real-name verification (实名认证). The member app's toasts have a title and
 * a description; a server error has one `message`, so it carries both as "title：description" and the
 * apps can show the two parts from VERIFICATION_TEXT when they check a form before sending it.
 */
/** A real name counts its characters, the separating dots included. */
export const REAL_NAME_MIN = 2;
export const REAL_NAME_MAX = 20;

export const VERIFICATION_TEXT = {
  required: { title: '请填写完整信息', description: '实名、身份证号和手机号都是必填项' },
  idCard: { title: '身份证号格式错误', description: '请输入正确的身份证号码' },
  phone: { title: '手机号格式错误', description: '请输入正确的手机号码' },
  realName: {
    title: '真实姓名格式错误',
    description: `请输入${REAL_NAME_MIN}-${REAL_NAME_MAX}个汉字，少数民族姓名用“·”分隔`,
  },
  rejectReason: { title: '请填写拒绝原因', description: '拒绝认证申请需要填写具体原因' },
} as const;

const say = (t: { title: string; description: string }) => `${t.title}：${t.description}`;
export const VERIFICATION_MESSAGES = {
  required: say(VERIFICATION_TEXT.required),
  idCard: say(VERIFICATION_TEXT.idCard),
  phone: say(VERIFICATION_TEXT.phone),
  realName: say(VERIFICATION_TEXT.realName),
  rejectReason: say(VERIFICATION_TEXT.rejectReason),
} as const;

/** 15 digits, or 17 digits and then a digit or x/X. */
export const ID_CARD_PATTERN = /^(\d{15}|\d{17}[\dXx])$/;
export const REJECT_REASON_MAX = 200;

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** GB 11643 check character for the first 17 digits. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS[sum % 11] ?? '';
}

/** A calendar date (YYYYMMDD) that exists, from 1900 on and not in the future. */
export function isRealBirthDate(yyyymmdd: string, today: Date = new Date()): boolean {
  const y = Number(yyyymmdd.slice(0, 4));
  const m = Number(yyyymmdd.slice(4, 6));
  const d = Number(yyyymmdd.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  return y >= 1900 && date.getTime() <= today.getTime();
}

/** The pattern, plus the GB 11643 check character and a real birth date for 18-digit numbers. */
export function isValidIdCard(value: string, today?: Date): boolean {
  if (!ID_CARD_PATTERN.test(value)) return false;
  if (value.length === 15) return true;
  const upper = value.toUpperCase();
  return idCardCheckChar(upper.slice(0, 17)) === upper[17] && isRealBirthDate(upper.slice(6, 14), today);
}

/**
 * One spelling per person: upper-case X, and a 15-digit (pre-1999) number widened to its 18-digit
 * form, so the same identity cannot be verified twice by writing it the other way.
 */
export function canonicalIdCard(value: string): string {
  const upper = value.toUpperCase();
  if (upper.length !== 15) return upper;
  const first17 = `${upper.slice(0, 6)}19${upper.slice(6)}`;
  return first17 + idCardCheckChar(first17);
}

/** The first 4 and last 4 characters, the rest starred. */
export const maskIdCard = (value: string) =>
  value.length <= 8
    ? '*'.repeat(value.length)
    : `${value.slice(0, 4)}${'*'.repeat(value.length - 8)}${value.slice(-4)}`;
export const maskPhone = (value: string) =>
  value.length === 11 ? `${value.slice(0, 3)}****${value.slice(7)}` : '*'.repeat(value.length);
/** The family name stays, the given name is starred (张三 → 张*). */
export const maskRealName = (value: string) => {
  const chars = [...value];
  return chars.length <= 1 ? '*' : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
};

/**
 * The separating dot of minority names (阿沛·阿旺晋美) as ID cards print it, U+00B7. Input methods
 * also produce the katakana middle dot ・ (U+30FB, Japanese layouts and some Mac IMEs), its
 * half-width form ･ (U+FF65) and the hyphenation point ‧ (U+2027, Taiwanese layouts): each is
 * accepted and stored as ·, so one person has one spelling.
 */
export const NAME_DOT = '·';
const OTHER_NAME_DOTS = /[\u30FB\uFF65\u2027]/gu;
/** Han characters, in groups joined by single dots; no dot at either end. */
const REAL_NAME_PATTERN = /^\p{Script=Han}+(?:·\p{Script=Han}+)*$/u;

/** The name with every accepted dot written as ·. */
export const canonicalRealName = (value: string) => value.replace(OTHER_NAME_DOTS, NAME_DOT);

/** Chinese characters, minority names with separating dots, 2 to 20 characters in all. */
export function isValidRealName(value: string): boolean {
  const name = canonicalRealName(value);
  const length = [...name].length;
  return length >= REAL_NAME_MIN && length <= REAL_NAME_MAX && REAL_NAME_PATTERN.test(name);
}

const MISSING_FIELD = {
  realName: '请填写真实姓名',
  idCard: '请填写身份证号',
  phone: '请填写手机号',
} as const;

const requiredText = line({ message: VERIFICATION_MESSAGES.required }).trim();

/**
 * POST /api/user/verification/submit. "All three required" is checked before the formats, as the
 * spec's form does, so an empty form says 请填写完整信息 whatever else is wrong. Every missing (then
 * every malformed) field gets its issue, so a form can mark each one; the server answers with the
 * first. The ID number comes out upper-cased, the name with its dots as ·.
 */
export const verificationSubmitBody = z
  .object({ realName: requiredText, idCard: requiredText, phone: requiredText })
  .superRefine((body, ctx) => {
    const missing = (['realName', 'idCard', 'phone'] as const).filter((key) => body[key] === '');
    // The first says the spec's sentence (the server's answer); the others name just their field.
    missing.forEach((key, i) => {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: i === 0 ? VERIFICATION_MESSAGES.required : MISSING_FIELD[key],
      });
    });
    if (missing.length > 0) return;
    if (!isValidRealName(body.realName))
      ctx.addIssue({ code: 'custom', path: ['realName'], message: VERIFICATION_MESSAGES.realName });
    if (!isValidIdCard(body.idCard))
      ctx.addIssue({ code: 'custom', path: ['idCard'], message: VERIFICATION_MESSAGES.idCard });
    if (!PHONE_PATTERN.test(body.phone))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: VERIFICATION_MESSAGES.phone });
  })
  .transform((body) => ({
    ...body,
    realName: canonicalRealName(body.realName),
    idCard: body.idCard.toUpperCase(),
  }));
export type VerificationSubmitBody = z.infer<typeof verificationSubmitBody>;

export const verificationStatus = z.enum(['none', 'pending', 'approved', 'rejected']);
export type VerificationStatus = z.infer<typeof verificationStatus>;

/** GET /api/user/verification: the member's own latest application; the phone is masked. */
export const verificationView = z.object({
  id: z.string().nullable(),
  status: verificationStatus,
  realName: z.string().nullable(),
  phone: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  /** The rejection reason; null unless rejected. */
  reason: z.string().nullable(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type VerificationView = z.infer<typeof verificationView>;

export const verificationSubmitReply = z.object({ message: z.string(), verification: verificationView });
export type VerificationSubmitReply = z.infer<typeof verificationSubmitReply>;

/** An application as the admin sees it: the ID number masked (first 4, last 4). */
export const adminVerificationRow = z.object({
  id: z.string(),
  userId: z.string(),
  /** From the member projection; null while the member is not known to this service yet. */
  username: z.string().nullable(),
  nickname: z.string().nullable(),
  realName: z.string(),
  idCard: z.string(),
  phone: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminVerificationRow = z.infer<typeof adminVerificationRow>;

/** `processed` = approved or rejected (the review page's second tab). */
export const adminVerificationsQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected', 'processed'], { message: '无效的审核状态' }).optional(),
  page: z.coerce.number().int().min(1, { message: '页码无效' }).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, { message: '每页数量无效' })
    .max(200, { message: '每页数量无效' })
    .default(100),
});
export type AdminVerificationsQuery = z.infer<typeof adminVerificationsQuery>;

export const verificationCounts = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});
export type VerificationCounts = z.infer<typeof verificationCounts>;

/** Pending ones oldest first (review order), processed ones latest first. */
export const adminVerificationsReply = z.object({
  verifications: z.array(adminVerificationRow),
  counts: verificationCounts,
  pagination,
});
export type AdminVerificationsReply = z.infer<typeof adminVerificationsReply>;

export const verificationReviewBody = z
  .object({
    action: z.enum(['approve', 'reject'], { message: '请选择审核操作' }),
    reason: lines({ message: VERIFICATION_MESSAGES.rejectReason }).trim().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action !== 'reject') return;
    if (!body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: VERIFICATION_MESSAGES.rejectReason });
    else if ([...body.reason].length > REJECT_REASON_MAX)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: `拒绝原因不能超过${REJECT_REASON_MAX}个字` });
  });
export type VerificationReviewBody = z.infer<typeof verificationReviewBody>;

/** 审核通过 / 审核拒绝 and the row as it now stands. */
export const verificationReviewReply = z.object({ message: z.string(), verification: adminVerificationRow });
export type VerificationReviewReply = z.infer<typeof verificationReviewReply>;

/** POST /api/admin/verifications/{id}/reveal: the full number, for an admin, audited. */
export const verificationRevealReply = z.object({ id: z.string(), idCard: z.string() });
export type VerificationRevealReply = z.infer<typeof verificationRevealReply>;
