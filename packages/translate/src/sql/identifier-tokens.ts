/**
 * Token-aware edits of generated SQLite SQL: string literals ('…', '' doubled) are left alone,
 * identifiers are matched whole, bare or double-quoted, and never as the column part of a
 * qualified name (`t.value`).
 */

const IDENT_START = /[A-Za-z_\u0080-\uffff]/;
const IDENT_PART = /[A-Za-z0-9_$\u0080-\uffff]/;

/** `sql` with every reference to the unqualified identifier `name` (case-insensitive) replaced by `replacement`. */
export function replaceSqliteIdentifier(sql: string, name: string, replacement: string): string {
  const want = name.toLowerCase();
  let out = '';
  let i = 0;
  // the last character before this token that is not a space ('.' qualifies a name), and the one just before it
  let prev = '';
  let before = '';
  while (i < sql.length) {
    const ch = sql[i] as string;
    if (ch === "'") {
      const end = quotedEnd(sql, i, "'");
      out += sql.slice(i, end);
      i = end;
      prev = before = "'";
      continue;
    }
    if (ch === '"') {
      const end = quotedEnd(sql, i, '"');
      const ident = sql.slice(i + 1, end - 1).split('""').join('"');
      out += prev !== '.' && ident.toLowerCase() === want ? replacement : sql.slice(i, end);
      i = end;
      prev = before = '"';
      continue;
    }
    if (IDENT_START.test(ch) && !IDENT_PART.test(before)) {
      let end = i + 1;
      while (end < sql.length && IDENT_PART.test(sql[end] as string)) end++;
      const word = sql.slice(i, end);
      out += prev !== '.' && word.toLowerCase() === want ? replacement : word;
      i = end;
      prev = before = word.at(-1) as string;
      continue;
    }
    out += ch;
    if (!/\s/.test(ch)) prev = ch;
    before = ch;
    i++;
  }
  return out;
}

/** The index just past the quoted token opening at `start` (a doubled quote stays inside). */
export function quotedEnd(sql: string, start: number, q: string): number {
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === q) {
      if (sql[i + 1] === q) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i++;
  }
  return sql.length;
}
