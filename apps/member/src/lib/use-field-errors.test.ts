import { registerBody, verificationSubmitBody } from '@taishan/contracts';
import { describe, expect, it } from 'vitest';
import './zod-config';
import { issuesByField } from './use-field-errors';

const FIELDS = ['username', 'nickname', 'email', 'password'] as const;

describe('issuesByField', () => {
  it('gives the first Chinese message of each field the contract refuses', () => {
    const result = registerBody.safeParse({ username: 'a!', nickname: '', email: 'x', password: '' });
    expect(issuesByField(result.error?.issues ?? [], FIELDS)).toEqual({
      username: '用户名需为3-20位字母、数字或下划线',
      nickname: '请输入昵称',
      email: '邮箱格式不正确',
      password: '请输入密码',
    });
  });

  it('keeps only the fields the form shows', () => {
    const result = verificationSubmitBody.safeParse({ realName: '', idCard: '', phone: '' });
    expect(issuesByField(result.error?.issues ?? [], ['phone'] as const)).toEqual({
      phone: '请填写手机号',
    });
  });
});
