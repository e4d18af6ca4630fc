/** 玄真 正在输入... / 玄真、清虚 正在输入... / 玄真、清虚 等 正在输入... */
export function typingText(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return `${names[0]} 正在输入...`;
  return `${names.slice(0, 2).join('、')}${names.length > 2 ? ' 等' : ''} 正在输入...`;
}
