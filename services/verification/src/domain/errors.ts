import { conflict, forbidden, notFound } from '@taishan/service-kit';

/** A unique index said no: which rule it guards decides what the caller hears. */
export function uniqueViolation(err: unknown): string | undefined {
  const e = err as { code?: string; constraint?: string };
  return e.code === '23505' ? e.constraint : undefined;
}

export const errors = {
  pending: () => conflict('VERIFICATION_PENDING', '您的实名认证申请正在审核中，请耐心等待'),
  alreadyVerified: () => conflict('ALREADY_VERIFIED', '您已通过实名认证'),
  idCardTaken: () => conflict('ID_CARD_TAKEN', '该身份证号已被其他账户认证'),
  memberDeleted: () => forbidden('MEMBER_DELETED', '账户已注销'),
  notFound: () => notFound('VERIFICATION_NOT_FOUND', '认证申请不存在'),
  processed: () => conflict('VERIFICATION_PROCESSED', '该认证申请已处理，只能审核待审核的申请'),
};
