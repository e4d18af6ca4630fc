/** Terminal columns: CJK characters take two. */
const columns = (s: string) =>
  [...s].reduce((n, ch) => n + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 2 : 1), 0);

/** A Markdown table whose columns line up in a terminal. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((_, c) => Math.max(...[header, ...rows].map((r) => columns(r[c] ?? ''))));
  const line = (r: string[]) =>
    `| ${widths.map((w, c) => (r[c] ?? '') + ' '.repeat(Math.max(0, w - columns(r[c] ?? '')))).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
