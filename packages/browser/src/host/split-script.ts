import type { Translator } from '@pgsqlite/translate';
import type { StatementSpan } from '../client/link.js';

/**
 * Statement boundaries of a script, from PostgreSQL's own parser (what psql's lexer finds when it
 * sends a script statement by statement). A statement runs from its first non-blank character
 * through its semicolon; comments between statements go with the statement after them. A script
 * that does not parse is one span marked `unparsed`: the server then reports the error in place.
 */
export function splitScript(translator: Pick<Translator, 'parse'>, sql: string): StatementSpan[] {
  let stmts;
  try {
    stmts = translator.parse(sql);
  } catch {
    return sql.trim() === '' ? [] : [{ from: 0, to: sql.length, unparsed: true }];
  }
  // The parser's locations are UTF-8 byte offsets; spans are UTF-16 offsets into `sql`.
  const charAt = byteToCharOffsets(sql);
  const spans: StatementSpan[] = [];
  stmts.forEach((s, i) => {
    let from = charAt(s.location);
    const next = stmts[i + 1];
    let to = next === undefined ? sql.length : charAt(next.location);
    while (from < to && isBlank(sql[from] as string)) from++;
    while (to > from && isBlank(sql[to - 1] as string)) to--;
    if (to > from) spans.push({ from, to });
  });
  return spans;
}

const isBlank = (c: string): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v';

/** A function from UTF-8 byte offsets of `text` to UTF-16 offsets. */
function byteToCharOffsets(text: string): (byte: number) => number {
  const starts: number[] = [];
  let bytes = 0;
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i) ?? 0;
    const units = cp > 0xffff ? 2 : 1;
    const len = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    for (let b = 0; b < len; b++) starts[bytes + b] = i;
    bytes += len;
    i += units;
  }
  return (byte) => (byte >= bytes ? text.length : (starts[byte] ?? text.length));
}
