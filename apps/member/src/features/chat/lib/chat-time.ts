const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const parse = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * A recent chat's time: under an hour 刚刚, under a day N小时前, otherwise a short date
 * (with the year only when it is not this year's).
 */
export function relativeTime(iso: string | null | undefined, now: Date = new Date()): string {
  const date = parse(iso);
  if (!date) return '';
  const age = now.getTime() - date.getTime();
  if (age < HOUR_MS) return '刚刚';
  if (age < DAY_MS) return `${Math.floor(age / HOUR_MS)}小时前`;
  const sameYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat('zh-CN', {
    ...(sameYear ? {} : { year: 'numeric' }),
    month: 'long',
    day: 'numeric',
  }).format(date);
}

/** A message's time: hour:minute in zh-CN. */
export function messageTime(iso: string | null | undefined): string {
  const date = parse(iso);
  if (!date) return '';
  return new Intl.DateTimeFormat('zh-CN', { hour: '2-digit', minute: '2-digit', hour12: false }).format(date);
}

const dayStart = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

/** The key of a message's local calendar day, for the separators between days. */
export function dayKey(iso: string): string {
  const date = parse(iso);
  return date ? `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}` : '';
}

/** 今天 / 昨天 / 3月5日 星期二 / 2023年3月5日 */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const date = parse(iso);
  if (!date) return '';
  const days = Math.round((dayStart(now) - dayStart(date)) / DAY_MS);
  if (days === 0) return '今天';
  if (days === 1) return '昨天';
  if (date.getFullYear() === now.getFullYear()) {
    return new Intl.DateTimeFormat('zh-CN', { month: 'long', day: 'numeric', weekday: 'long' }).format(date);
  }
  return new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}
