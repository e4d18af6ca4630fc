const DAY_NAMES = [
  '初一',
  '初二',
  '初三',
  '初四',
  '初五',
  '初六',
  '初七',
  '初八',
  '初九',
  '初十',
  '十一',
  '十二',
  '十三',
  '十四',
  '十五',
  '十六',
  '十七',
  '十八',
  '十九',
  '二十',
  '廿一',
  '廿二',
  '廿三',
  '廿四',
  '廿五',
  '廿六',
  '廿七',
  '廿八',
  '廿九',
  '三十',
];

/** 丙午年 十月十四, from the browser's own Chinese calendar; empty if the browser has none. */
export function lunarDate(date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat('zh-CN-u-ca-chinese', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }).formatToParts(date);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    const day = Number(part('day'));
    const dayName = Number.isInteger(day) && day >= 1 && day <= 30 ? DAY_NAMES[day - 1] : part('day');
    const year = part('yearName');
    return `${year ? `${year}年 ` : ''}${part('month')}${dayName}`;
  } catch {
    return '';
  }
}
