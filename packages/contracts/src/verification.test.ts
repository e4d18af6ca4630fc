import { describe, expect, it } from 'vitest';
import {
  canonicalRealName,
  isValidRealName,
  VERIFICATION_MESSAGES,
  verificationSubmitBody,
} from './verification.js';

describe('real names', () => {
  it.each([
    ['a two-character name', '张三'],
    ['a three-character name', '张三丰'],
    ['a minority name with ·', '阿沛·阿旺晋美'],
    ['a name with two dots', '爱新觉罗·溥仪·某'],
    ['the katakana middle dot ・', '阿沛・阿旺晋美'],
    ['the half-width ･', '阿沛･阿旺晋美'],
    ['the hyphenation point ‧', '阿沛‧阿旺晋美'],
    ['twenty characters with three dots', '买买提·艾力木江·阿不都热合曼·托合提江'],
    ['a character beyond the basic plane', '𠀀𠀁'],
  ])('accepts %s', (_name, value) => {
    expect(isValidRealName(value)).toBe(true);
  });

  it.each([
    ['Latin letters', 'Zhang San'],
    ['Latin letters and a digit', 'Zhang San1'],
    ['a digit among Han characters', '张三1'],
    ['one character', '张'],
    ['twenty-one characters', '张'.repeat(21)],
    ['a leading dot', '·张三'],
    ['a trailing dot', '张三·'],
    ['two dots together', '阿沛··阿旺'],
    ['a space inside', '张 三'],
    ['an ASCII full stop', '阿沛.阿旺'],
    ['a bullet', '阿沛•阿旺'],
    ['kana', 'たなか'],
  ])('refuses %s', (_name, value) => {
    expect(isValidRealName(value)).toBe(false);
  });

  it('writes every accepted dot as ·', () => {
    expect(canonicalRealName('阿沛・阿旺‧晋美･某')).toBe('阿沛·阿旺·晋美·某');
  });
});

describe('verificationSubmitBody', () => {
  const ok = { realName: '张三丰', idCard: '11010519491231002X', phone: '13800138000' };

  it('marks every missing field before any format, the first with 请填写完整信息', () => {
    const result = verificationSubmitBody.safeParse({ realName: 'Zhang', idCard: '', phone: ' ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['idCard', VERIFICATION_MESSAGES.required],
      ['phone', '请填写手机号'],
    ]);
  });

  it('marks every malformed field once all three are given', () => {
    const result = verificationSubmitBody.safeParse({ realName: 'Zhang San1', idCard: '123', phone: '123' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['realName', '真实姓名格式错误：请输入2-20个汉字，少数民族姓名用“·”分隔'],
      ['idCard', VERIFICATION_MESSAGES.idCard],
      ['phone', VERIFICATION_MESSAGES.phone],
    ]);
  });

  it('gives the name with · and the ID number upper-cased', () => {
    expect(
      verificationSubmitBody.parse({ ...ok, realName: ' 阿沛・阿旺晋美 ', idCard: '11010519491231002x' }),
    ).toEqual({ ...ok, realName: '阿沛·阿旺晋美' });
  });
});
