/**
 * A lexer for the SQLite SQL pgsqlite emits itself (DDL steps, catalog reads): never for client
 * SQL, which is parsed by libpg-query. It splits text into words (bare or quoted identifiers and
 * keywords), string literals, and everything else, so that temp-redirect.ts can rename the
 * internal tables a statement names without touching literals or other identifiers.
 */
export interface SqlToken {
  kind: 'word' | 'quoted' | 'string' | 'other';
  text: string;
}

const isWordChar = (c: string): boolean => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c === '_' || c === '$' || c > '\u007f';

/** Splits `sql` into tokens whose texts concatenate back to `sql`. */
export function sqliteTokens(sql: string): SqlToken[] {
  const out: SqlToken[] = [];
  let i = 0;
  let other = '';
  const flush = (): void => {
    if (other !== '') out.push({ kind: 'other', text: other });
    other = '';
  };
  while (i < sql.length) {
    const c = sql[i]!;
    if (c === "'" || c === '"' || c === '`' || c === '[') {
      const close = c === '[' ? ']' : c;
      let j = i + 1;
      for (;;) {
        if (j >= sql.length) break;
        if (sql[j] === close) {
          if (close !== ']' && sql[j + 1] === close) {
            j += 2;
            continue;
          }
          break;
        }
        j++;
      }
      flush();
      out.push({ kind: c === "'" ? 'string' : 'quoted', text: sql.slice(i, j + 1) });
      i = j + 1;
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      const j = end < 0 ? sql.length : end;
      other += sql.slice(i, j);
      i = j;
    } else if (c === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      const j = end < 0 ? sql.length : end + 2;
      other += sql.slice(i, j);
      i = j;
    } else if (isWordChar(c)) {
      let j = i + 1;
      while (j < sql.length && isWordChar(sql[j]!)) j++;
      flush();
      out.push({ kind: 'word', text: sql.slice(i, j) });
      i = j;
    } else {
      other += c;
      i++;
    }
  }
  flush();
  return out;
}

/** The name a word or quoted token stands for (quotes removed), or null for other tokens. */
export function identifierOf(t: SqlToken): string | null {
  if (t.kind === 'word') return t.text;
  if (t.kind !== 'quoted') return null;
  const q = t.text[0]!;
  const close = q === '[' ? ']' : q;
  const body = t.text.slice(1, -1);
  return q === '[' ? body : body.split(close + close).join(close);
}
