/**
 * The expanded syntax of PostgreSQL's advanced regular expressions (flag `x`, or `(?x)`):
 * white space and `#` comments (to the end of the line) are dropped, except where escaped by a
 * backslash or inside a bracket expression. Returns the pattern in the tight syntax.
 * @see https://www.postgresql.org/docs/15/functions-matching.html#POSIX-METASYNTAX
 */
export function tightenExpanded(pattern: string): string {
  let out = '';
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i] as string;
    if (c === '\\') {
      out += pattern.slice(i, i + 2);
      i += 2;
    } else if (c === '[') {
      const end = bracketEnd(pattern, i);
      out += pattern.slice(i, end);
      i = end;
    } else if (c === '#') {
      while (i < pattern.length && pattern[i] !== '\n') i++;
    } else {
      if (!isSpace(c)) out += c;
      i++;
    }
  }
  return out;
}

function isSpace(c: string): boolean {
  return c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v';
}

/** The index just past the bracket expression starting at `start` (a `]` first is literal; `[:…:]`, `[.….]`, `[=…=]` nest). */
function bracketEnd(p: string, start: number): number {
  let i = start + 1;
  if (p[i] === '^') i++;
  if (p[i] === ']') i++;
  while (i < p.length) {
    const c = p[i];
    if (c === ']') return i + 1;
    if (c === '[' && (p[i + 1] === ':' || p[i + 1] === '.' || p[i + 1] === '=')) {
      const close = p.indexOf(`${p[i + 1]}]`, i + 2);
      if (close < 0) return p.length;
      i = close + 2;
      continue;
    }
    i++;
  }
  return p.length;
}
