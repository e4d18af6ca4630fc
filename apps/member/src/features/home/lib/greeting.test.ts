import { describe, expect, it } from 'vitest';
import { addressOf } from './greeting';

describe('addressOf', () => {
  it('adds 道友 to a plain nickname', () => {
    expect(addressOf('清风')).toBe('清风 道友');
    expect(addressOf('qingfeng')).toBe('qingfeng 道友');
  });

  it.each(['清风道友', '清风道长', '玄真居士', '明月真人'])('does not double the title of %s', (name) => {
    expect(addressOf(name)).toBe(name);
  });
});
