import { describe, expect, it } from 'vitest';
import { registerBody } from './auth.js';
import { INVALID_CHARACTERS } from './common.js';
import { profileUpdate } from './users.js';

/** The first issue, which is what a service answers with. */
const issue = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const first = result.error?.issues[0];
  return first && [first.path.join('.'), first.message];
};

describe('profile and registration strings', () => {
  it.each([
    ['email', 'qf\u0000@example.com'],
    ['phone', '1380013\u00008000'],
    ['nickname', '清\u0000风'],
    ['bio', '道法\u0000自然'],
  ])('refuses a control character in %s with 内容包含无效字符', (field, value) => {
    const result = profileUpdate.safeParse({ nickname: '清风', bio: '', [field]: value });
    expect(issue(result)).toEqual([field, INVALID_CHARACTERS]);
  });

  it('refuses a control character in the registration e-mail', () => {
    const result = registerBody.safeParse({
      username: 'qingfeng',
      password: 'secret123',
      nickname: '清风',
      email: 'a\u0007@example.com',
    });
    expect(issue(result)).toEqual(['email', INVALID_CHARACTERS]);
  });

  it('still accepts a blank e-mail and phone as none, and reports a malformed one as before', () => {
    expect(profileUpdate.parse({ nickname: '清风', email: ' ', phone: '', bio: '' })).toMatchObject({
      email: null,
      phone: null,
    });
    expect(issue(profileUpdate.safeParse({ nickname: '清风', email: 'not-mail', bio: '' }))).toEqual([
      'email',
      '邮箱格式不正确',
    ]);
    expect(issue(profileUpdate.safeParse({ nickname: '清风', phone: '12345', bio: '' }))).toEqual([
      'phone',
      '手机号格式错误',
    ]);
  });
});
