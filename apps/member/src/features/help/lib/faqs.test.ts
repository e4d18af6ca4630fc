import { describe, expect, it } from 'vitest';
import { FAQS, searchFaqs } from './faqs';

describe('searchFaqs', () => {
  it('gives every question for an empty search', () => {
    expect(searchFaqs(FAQS, '  ')).toBe(FAQS);
  });

  it('finds questions by words of their answers, ignoring case', () => {
    const found = searchFaqs(FAQS, 'shift');
    expect(found.map((f) => f.question)).toEqual(['如何与道友聊天？消息旁的对勾是什么意思？']);
  });

  it('needs every word of the search', () => {
    expect(searchFaqs(FAQS, '交易密码 忘记').map((f) => f.question)).toEqual([
      '什么是交易密码？忘记了怎么办？',
    ]);
    expect(searchFaqs(FAQS, '交易密码 深色模式')).toEqual([]);
  });

  it.each(['聊天', '撤回', '好友', '群聊', '充值', '转账', '捐献', '交易密码', '实名', '隐私', '通知'])(
    'covers %s',
    (word) => {
      expect(searchFaqs(FAQS, word).length).toBeGreaterThan(0);
    },
  );
});
