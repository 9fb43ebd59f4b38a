/**
 * Offsets of the anonymous `?` placeholders of SQLite text, in order: a `?` inside a string
 * literal or a quoted identifier (`"…"`, `` `…` ``, `[…]`) is text.
 */
export function placeholderOffsets(sql: string): number[] {
  const out: number[] = [];
  let quote = '';
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i];
    if (quote !== '') {
      if (c === quote) quote = '';
    } else if (c === "'" || c === '"' || c === '`') {
      quote = c;
    } else if (c === '[') {
      quote = ']';
    } else if (c === '?') {
      out.push(i);
    }
  }
  return out;
}
