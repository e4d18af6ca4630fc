import { describe, expect, it } from 'vitest';
import { dayKey, dayLabel, messageTime, relativeTime } from './chat-time';

const now = new Date(2025, 5, 15, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('chat times', () => {
  it('says 刚刚 under an hour, N小时前 under a day, else a short date', () => {
    expect(relativeTime(ago(59 * 60_000), now)).toBe('刚刚');
    expect(relativeTime(ago(3 * 3_600_000 + 5), now)).toBe('3小时前');
    expect(relativeTime(new Date(2025, 5, 10, 9).toISOString(), now)).toBe('6月10日');
    expect(relativeTime(new Date(2024, 11, 31, 9).toISOString(), now)).toBe('2024年12月31日');
    expect(relativeTime(null, now)).toBe('');
  });

  it('shows hour:minute', () => {
    expect(messageTime(new Date(2025, 5, 15, 9, 5).toISOString())).toBe('09:05');
  });

  it('labels days for the separators', () => {
    expect(dayLabel(new Date(2025, 5, 15, 1).toISOString(), now)).toBe('今天');
    expect(dayLabel(new Date(2025, 5, 14, 23).toISOString(), now)).toBe('昨天');
    expect(dayLabel(new Date(2025, 5, 10).toISOString(), now)).toBe('6月10日星期二');
    expect(dayKey(new Date(2025, 5, 14, 23).toISOString())).not.toBe(
      dayKey(new Date(2025, 5, 15, 1).toISOString()),
    );
  });
});
