import { PgError } from '@pgsqlite/errors';
import { utf8Encode } from '@pgsqlite/catalog';
import type { RuntimeHost } from './host.js';

/**
 * fuzzystrmatch 1.1: levenshtein (PostgreSQL's varstr_levenshtein: characters, not bytes, at most
 * 255 of them per argument), soundex and difference (fuzzystrmatch.c's _soundex: ASCII letters
 * only, as isalpha() in a C-locale database).
 */

const MAX_LEVENSHTEIN = 255;

export function levenshtein(source: string, target: string, ins: number, del: number, sub: number): number {
  const s = Array.from(source);
  const t = Array.from(target);
  if (s.length === 0) return t.length * ins;
  if (t.length === 0) return s.length * del;
  if (s.length > MAX_LEVENSHTEIN || t.length > MAX_LEVENSHTEIN) {
    throw new PgError('invalid_parameter_value', `levenshtein argument exceeds maximum length of ${MAX_LEVENSHTEIN} characters`);
  }
  let prev = Array.from({ length: s.length + 1 }, (_, i) => i * del);
  for (let j = 1; j <= t.length; j++) {
    const cur = [j * ins];
    for (let i = 1; i <= s.length; i++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : sub;
      cur.push(Math.min((prev[i] as number) + ins, (cur[i - 1] as number) + del, (prev[i - 1] as number) + cost));
    }
    prev = cur;
  }
  return prev[s.length] as number;
}

const SOUNDEX_TABLE = '01230120022455012623010202';
const isAlpha = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const upper = (c: number): number => (c >= 97 && c <= 122 ? c - 32 : c);
const code = (c: number): number => (isAlpha(c) ? SOUNDEX_TABLE.charCodeAt(upper(c) - 65) : c);

/** _soundex: the 4-character code, or '' when the string has no ASCII letter. */
export function soundex(s: string): string {
  const b = utf8Encode(s);
  let i = 0;
  while (i < b.length && !isAlpha(b[i] as number)) i++;
  if (i === b.length) return '';
  const out = [upper(b[i] as number)];
  i++;
  while (i < b.length && out.length < 4) {
    const c = b[i] as number;
    if (isAlpha(c) && code(c) !== code(b[i - 1] as number)) {
      const d = code(c);
      if (d !== 48) out.push(d);
    }
    i++;
  }
  while (out.length < 4) out.push(48);
  return String.fromCharCode(...out);
}

/** difference(a, b): how many of the four soundex positions agree (an empty code is four NULs). */
export function difference(a: string, b: string): number {
  const x = soundex(a).padEnd(4, '\0');
  const y = soundex(b).padEnd(4, '\0');
  let n = 0;
  for (let i = 0; i < 4; i++) if (x[i] === y[i]) n++;
  return n;
}

/** pg_levenshtein(s, t, ins, del, sub), pg_soundex(s), pg_soundex_difference(a, b). */
export function registerFuzzystrmatch(host: RuntimeHost): void {
  host.defineFunction({
    name: 'pg_levenshtein',
    arity: 5,
    deterministic: true,
    call: (s, t, i, d, c) => (s === null || t === null || i === null || d === null || c === null ? null : levenshtein(String(s), String(t), Number(i), Number(d), Number(c))),
  });
  host.defineFunction({ name: 'pg_soundex', arity: 1, deterministic: true, call: (s) => (s === null ? null : soundex(String(s))) });
  host.defineFunction({ name: 'pg_soundex_difference', arity: 2, deterministic: true, call: (a, b) => (a === null || b === null ? null : difference(String(a), String(b))) });
}
