/** A greeting for the hour, with a line to go with it. */
export function greetingFor(date = new Date()): { greeting: string; line: string } {
  const hour = date.getHours();
  if (hour < 5) return { greeting: '夜深了', line: '静夜宜养神，早些安歇' };
  if (hour < 11) return { greeting: '早上好', line: '晨钟初响，愿您道心清明' };
  if (hour < 13) return { greeting: '中午好', line: '日正当中，稍歇片刻再行' };
  if (hour < 18) return { greeting: '下午好', line: '清茶一盏，静观自在' };
  return { greeting: '晚上好', line: '暮鼓声中，收心归静' };
}
