/** A greeting for the hour, with a line to go with it. */
export function greetingFor(date = new Date()): { greeting: string; line: string } {
  const hour = date.getHours();
  if (hour < 5) return { greeting: '夜深了', line: '静夜宜养神，早些安歇' };
  if (hour < 11) return { greeting: '早上好', line: '晨钟初响，愿您道心清明' };
  if (hour < 13) return { greeting: '中午好', line: '日正当中，稍歇片刻再行' };
  if (hour < 18) return { greeting: '下午好', line: '清茶一盏，静观自在' };
  return { greeting: '晚上好', line: '暮鼓声中，收心归静' };
}

/** Titles a nickname may already end with; a second 道友 after one of them reads doubled. */
const HONORIFICS = ['道友', '道长', '道人', '真人', '居士', '法师', '师父', '师兄', '师姐'];

/** How the greeting addresses the member: 清风 → 清风 道友, but 清风道友 and 清风道长 stay as they are. */
export function addressOf(name: string): string {
  const trimmed = name.trim();
  return HONORIFICS.some((title) => trimmed.endsWith(title)) ? trimmed : `${trimmed} 道友`;
}
