import type { VerificationDecided } from '@taishan/contracts';

/** What an administrator's decision says to the applicant. */
export function decisionNotice(decision: VerificationDecided): {
  tone: 'success' | 'error';
  title: string;
  description: string;
} {
  if (decision.status === 'approved')
    return { tone: 'success', title: '审核通过', description: '用户实名认证已通过' };
  return { tone: 'error', title: '审核未通过', description: decision.reason || '请核对信息后重新提交' };
}
