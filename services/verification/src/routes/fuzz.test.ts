import { adminVerificationsQuery, verificationReviewBody, verificationSubmitBody } from '@taishan/contracts';
import { describeFuzz } from '@taishan/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  type Member,
  makeIdCard,
  makePhone,
  registerMember,
  submit,
  useVerificationService,
} from '../test/harness.js';

/**
 * Every API route of verification, fed generated bodies and query strings shaped by its contract
 * schema (and hostile ones): no answer may be a 5xx, every 4xx says what is wrong in Chinese.
 */
const sut = useVerificationService();
let applicant: Member;
let reviewed: Member;
let applicationId = '';
let admin: Record<string, string>;

beforeAll(async () => {
  applicant = await registerMember(sut);
  reviewed = await registerMember(sut);
  admin = await adminHeaders(sut);
  applicationId = ((await submit(sut, reviewed)).json() as { verification: { id: string } }).verification.id;
});

describe('fuzzed requests', () => {
  describeFuzz(
    () => sut.app,
    {
      'POST /api/user/verification/submit': {
        schema: verificationSubmitBody,
        headers: () => applicant.headers,
        examples: () => [{ realName: '张三丰', idCard: makeIdCard(), phone: makePhone() }],
      },
      'POST /api/admin/verifications/:id/review': {
        schema: verificationReviewBody,
        headers: () => admin,
        url: () => `/api/admin/verifications/${applicationId}/review`,
        examples: () => [{ action: 'reject', reason: '照片不清晰' }],
      },
      'GET /api/admin/verifications': { schema: adminVerificationsQuery, in: 'query', headers: () => admin },
    },
    {
      'GET /api/user/verification': 'no input',
      'POST /api/admin/verifications/:id/reveal': 'a UUID path parameter',
    },
    { it, expect },
  );
});
