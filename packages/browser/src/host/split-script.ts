import type { Translator } from '@pgsqlite/translate';
import type { StatementSpan } from '../client/link.js';

/**
 * Statement boundaries of a script, from PostgreSQL's own parser (what psql's lexer finds when it
 * sends a script statement by statement). Leading whitespace and comments are left out of each
 * span. A script that does not parse is one span: the server then reports the error in place.
 */
export function splitScript(translator: Pick<Translator, 'parse'>, sql: string): StatementSpan[] {
  let stmts;
  try {
    stmts = translator.parse(sql);
  } catch {
    return sql.trim() === '' ? [] : [{ from: 0, to: sql.length, unparsed: true }];
  }
  const spans: StatementSpan[] = [];
  for (const s of stmts) {
    let from = s.location;
    const to = s.location + s.sql.length;
    while (from < to && /\s/.test(sql[from] as string)) from++;
    // Through the statement's own semicolon, when it has one.
    let end = to;
    while (end < sql.length && /[ \t]/.test(sql[end] as string)) end++;
    spans.push({ from, to: sql[end] === ';' ? end + 1 : to });
  }
  return spans;
}
