import { PgError } from '@pgsqlite/errors';

/**
 * LIKE as PostgreSQL's like_match.c evaluates it, without regular expressions: `%` is a search
 * for a text position where the rest of the pattern matches, `_` one character, `\` makes the
 * next pattern character literal. Once the rest of the pattern reaches another `%`, that search
 * decides the outcome (nothing to the right of an earlier `%` can do better), so only the
 * innermost search is ever live: the matcher keeps one search, not a stack of them, and the work
 * stays within text length × pattern length steps where a backtracking RegExp takes exponential
 * time on patterns such as `repeat('%a', 20) || 'b'`. Characters are code points.
 */
export function likeMatch(text: string, pattern: string): boolean {
  if (pattern === '%') return true;
  let search: Search | null = null;
  let r = matchFrom(text, 0, pattern, 0);
  for (;;) {
    if (typeof r === 'object') {
      const next = startSearch(text, pattern, r.t, r.p);
      if (typeof next === 'string') return next === 'true';
      search = next;
    } else if (r !== 'false' || search === null) {
      return r === 'true';
    }
    // The current search's next text position whose character is the literal the rest starts with.
    let t = search.t;
    while (t < text.length && !same(text, t, pattern, search.first)) t += width(text, t);
    if (t >= text.length) return false;
    search.t = t + width(text, t);
    r = matchFrom(text, t, pattern, search.p);
  }
}

/** A live `%` search: the next text position to try, where the rest of the pattern starts, and its first literal. */
interface Search {
  t: number;
  p: number;
  first: number;
}

type Outcome = 'true' | 'false' | 'abort' | { t: number; p: number };

const width = (s: string, i: number): number => {
  const c = s.charCodeAt(i);
  return c >= 0xd800 && c <= 0xdbff && i + 1 < s.length ? 2 : 1;
};

function endsWithEscape(): PgError {
  return new PgError('invalid_escape_sequence', 'LIKE pattern must not end with escape character');
}

/** Whether the characters at `t` (text) and `p` (pattern) are the same code point. */
function same(text: string, t: number, pattern: string, p: number): boolean {
  const w = width(pattern, p);
  if (text.charCodeAt(t) !== pattern.charCodeAt(p)) return false;
  return w === 1 || text.charCodeAt(t + 1) === pattern.charCodeAt(p + 1);
}

function matchFrom(text: string, t0: number, pattern: string, p0: number): Outcome {
  let t = t0;
  let p = p0;
  while (t < text.length && p < pattern.length) {
    const pc = pattern[p];
    if (pc === '\\') {
      p++;
      if (p >= pattern.length) throw endsWithEscape();
      if (!same(text, t, pattern, p)) return 'false';
    } else if (pc === '%') {
      return { t, p: p + 1 };
    } else if (pc === '_') {
      t += width(text, t);
      p++;
      continue;
    } else if (!same(text, t, pattern, p)) {
      return 'false';
    }
    p += width(pattern, p);
    t += width(text, t);
  }
  if (t < text.length) return 'false';
  while (p < pattern.length && pattern[p] === '%') p++;
  return p >= pattern.length ? 'true' : 'abort';
}

/** After a `%`: runs of `%` and `_` first, then a search for the rest's first literal (or the outcome). */
function startSearch(text: string, pattern: string, t0: number, p0: number): Search | 'true' | 'abort' {
  let t = t0;
  let p = p0;
  while (p < pattern.length) {
    if (pattern[p] === '%') p++;
    else if (pattern[p] === '_') {
      if (t >= text.length) return 'abort';
      t += width(text, t);
      p++;
    } else break;
  }
  if (p >= pattern.length) return 'true';
  let first = p;
  if (pattern[p] === '\\') {
    if (p + 1 >= pattern.length) throw endsWithEscape();
    first = p + 1;
  }
  return { t, p, first };
}
