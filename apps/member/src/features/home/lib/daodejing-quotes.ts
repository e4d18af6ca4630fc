/** Lines of the 道德经 (王弼本) with their chapters, one shown per day of the year. */
export interface DaodejingQuote {
  text: string;
  chapter: number;
}

export const DAODEJING_QUOTES: readonly DaodejingQuote[] = [
  { text: '道可道，非常道；名可名，非常名。', chapter: 1 },
  { text: '天下皆知美之为美，斯恶已；皆知善之为善，斯不善已。', chapter: 2 },
  { text: '上善若水。水善利万物而不争，处众人之所恶，故几于道。', chapter: 8 },
  { text: '功遂身退，天之道。', chapter: 9 },
  { text: '五色令人目盲，五音令人耳聋，五味令人口爽。', chapter: 12 },
  { text: '致虚极，守静笃。万物并作，吾以观复。', chapter: 16 },
  { text: '见素抱朴，少私寡欲。', chapter: 19 },
  { text: '曲则全，枉则直，洼则盈，敝则新，少则得，多则惑。', chapter: 22 },
  { text: '希言自然。', chapter: 23 },
  { text: '企者不立，跨者不行。', chapter: 24 },
  { text: '人法地，地法天，天法道，道法自然。', chapter: 25 },
  { text: '重为轻根，静为躁君。', chapter: 26 },
  { text: '善行无辙迹，善言无瑕谪。', chapter: 27 },
  { text: '知其雄，守其雌，为天下溪。', chapter: 28 },
  { text: '知人者智，自知者明。胜人者有力，自胜者强。', chapter: 33 },
  { text: '知足者富，强行者有志。', chapter: 33 },
  { text: '柔弱胜刚强。', chapter: 36 },
  { text: '道常无为而无不为。', chapter: 37 },
  { text: '大方无隅，大器晚成，大音希声，大象无形。', chapter: 41 },
  { text: '道生一，一生二，二生三，三生万物。', chapter: 42 },
  { text: '天下之至柔，驰骋天下之至坚。', chapter: 43 },
  { text: '知足不辱，知止不殆，可以长久。', chapter: 44 },
  { text: '大直若屈，大巧若拙，大辩若讷。', chapter: 45 },
  { text: '祸莫大于不知足，咎莫大于欲得。', chapter: 46 },
  { text: '为学日益，为道日损。', chapter: 48 },
  { text: '知者不言，言者不知。', chapter: 56 },
  { text: '祸兮福之所倚，福兮祸之所伏。', chapter: 58 },
  { text: '治大国，若烹小鲜。', chapter: 60 },
  { text: '图难于其易，为大于其细。', chapter: 63 },
  { text: '合抱之木，生于毫末；九层之台，起于累土；千里之行，始于足下。', chapter: 64 },
  { text: '我有三宝，持而保之：一曰慈，二曰俭，三曰不敢为天下先。', chapter: 67 },
  { text: '天网恢恢，疏而不失。', chapter: 73 },
  { text: '天下莫柔弱于水，而攻坚强者莫之能胜。', chapter: 78 },
  { text: '信言不美，美言不信。', chapter: 81 },
];

const CHINESE_DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 81 → 八十一, 25 → 二十五, 10 → 十 */
export function chapterName(chapter: number): string {
  const tens = Math.floor(chapter / 10);
  const ones = chapter % 10;
  const tensText = tens === 0 ? '' : tens === 1 ? '十' : `${CHINESE_DIGITS[tens]}十`;
  const onesText = ones === 0 ? '' : (CHINESE_DIGITS[ones] ?? '');
  return `第${tensText}${onesText}章`;
}

export function dayOfYear(date: Date): number {
  const start = Date.UTC(date.getFullYear(), 0, 0);
  const today = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.floor((today - start) / 86_400_000);
}

export function quoteOfTheDay(date = new Date()): DaodejingQuote {
  return DAODEJING_QUOTES[dayOfYear(date) % DAODEJING_QUOTES.length] ?? DAODEJING_QUOTES[0]!;
}
