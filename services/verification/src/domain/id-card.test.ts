import {
  canonicalIdCard,
  idCardCheckChar,
  isRealBirthDate,
  isValidIdCard,
  maskIdCard,
  maskPhone,
  maskRealName,
} from '@taishan/contracts';
import { describe, expect, it } from 'vitest';

describe('ID numbers (GB 11643)', () => {
  it('computes the check character', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('44052418800101001')).toBe('4');
  });

  it('knows real birth dates', () => {
    expect(isRealBirthDate('20000229')).toBe(true);
    expect(isRealBirthDate('19000229')).toBe(false);
    expect(isRealBirthDate('19990431')).toBe(false);
    const today = new Date(Date.UTC(2026, 0, 1));
    expect(isRealBirthDate('20260101', today)).toBe(true);
    expect(isRealBirthDate('20260102', today)).toBe(false);
  });

  it('validates pattern, check character and date', () => {
    expect(isValidIdCard('11010519491231002X')).toBe(true);
    expect(isValidIdCard('11010519491231002x')).toBe(true);
    expect(isValidIdCard('110105194912310021')).toBe(false);
    expect(isValidIdCard('110105491231002')).toBe(true);
    expect(isValidIdCard('11010549123100X')).toBe(false);
  });

  it('widens 15 digits to the 18-digit form', () => {
    expect(canonicalIdCard('110105491231002')).toBe('11010519491231002X');
    expect(canonicalIdCard('11010519491231002x')).toBe('11010519491231002X');
  });

  it('masks', () => {
    expect(maskIdCard('11010519491231002X')).toBe('1101**********002X');
    expect(maskIdCard('110105491231002')).toBe('1101*******1002');
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskRealName('张三')).toBe('张*');
    expect(maskRealName('欧阳修')).toBe('欧**');
    expect(maskRealName('张')).toBe('*');
  });
});
