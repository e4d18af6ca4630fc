import { describe, expect, it } from 'vitest';
import { decisionNotice } from './decision-notice';

describe('decisionNotice', () => {
  it('announces an approval', () => {
    expect(decisionNotice({ applicationId: 'a1', status: 'approved', reason: null })).toEqual({
      tone: 'success',
      title: '审核通过',
      description: '用户实名认证已通过',
    });
  });

  it('gives the administrator’s reason for a rejection', () => {
    expect(decisionNotice({ applicationId: 'a1', status: 'rejected', reason: '身份证照片不清晰' })).toEqual({
      tone: 'error',
      title: '审核未通过',
      description: '身份证照片不清晰',
    });
  });
});
