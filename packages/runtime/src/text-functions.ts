import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from './host.js';
import { cpLength, cpSlice } from './code-points.js';

/** A scalar runtime function over non-null arguments (NULL in → NULL out, like STRICT functions). */
export type StrictFn = (...args: SqlValue[]) => SqlValue;

const str = (v: SqlValue): string => (typeof v === 'string' ? v : String(v));
const int = (v: SqlValue): number => Number(v);
const cps = (s: string): string[] => Array.from(s);

function substr(s: SqlValue, from: SqlValue, len?: SqlValue): SqlValue {
  const text = str(s);
  const start = int(from);
  if (len === undefined) return cpSlice(text, Math.max(start, 1) - 1);
  const n = int(len);
  if (n < 0) throw PgError.fromCode('22011', 'negative substring length not allowed');
  const end = start + n;
  const s0 = Math.max(start, 1);
  if (end <= s0) return '';
  return cpSlice(text, s0 - 1, end - 1);
}

function trimSet(s: string, chars: string, left: boolean, right: boolean): string {
  const set = new Set(cps(chars));
  const a = cps(s);
  let i = 0;
  let j = a.length;
  if (left) while (i < j && set.has(a[i] as string)) i++;
  if (right) while (j > i && set.has(a[j - 1] as string)) j--;
  return a.slice(i, j).join('');
}

function splitPart(s: SqlValue, delim: SqlValue, n: SqlValue): SqlValue {
  const k = int(n);
  if (k === 0) throw new PgError('invalid_parameter_value', 'field position must not be zero');
  const d = str(delim);
  const parts = d === '' ? [str(s)] : str(s).split(d);
  const idx = k > 0 ? k - 1 : parts.length + k;
  return parts[idx] ?? '';
}

function initcap(s: SqlValue): string {
  let out = '';
  let inWord = false;
  for (const ch of str(s)) {
    const alnum = /[\p{L}\p{N}]/u.test(ch);
    out += alnum ? (inWord ? ch.toLowerCase() : ch.toUpperCase()) : ch;
    inWord = alnum;
  }
  return out;
}

function utf8Length(s: string): number {
  let n = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0;
    n += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return n;
}

/** repeat(s, n): 54000 when the result would pass PostgreSQL's 1 GB allocation limit, as PG checks. */
function repeat(s: SqlValue, n: SqlValue): string {
  const text = str(s);
  const count = int(n);
  if (count <= 0) return '';
  if (utf8Length(text) * count + 4 > 0x3fffffff) throw new PgError('program_limit_exceeded', 'requested length too large');
  return text.repeat(count);
}

/**
 * replace(s, from, to), strict: SQLite's replace() returns s unchanged where `from` is empty,
 * even for a NULL `to` (PostgreSQL: NULL, as for every strict function).
 */
function replace(s: SqlValue, from: SqlValue, to: SqlValue): string {
  const text = str(s);
  const f = str(from);
  return f === '' || text === '' ? text : text.split(f).join(str(to));
}

/** Text functions of PostgreSQL that SQLite spells differently or counts in bytes. */
export const TEXT_FUNCTIONS: Record<string, { arity: number; fn: StrictFn }> = {
  pg_lower: { arity: 1, fn: (s) => str(s).toLowerCase() },
  pg_upper: { arity: 1, fn: (s) => str(s).toUpperCase() },
  pg_char_length: { arity: 1, fn: (s) => cpLength(str(s)) },
  pg_octet_length: { arity: 1, fn: (s) => (s instanceof Uint8Array ? s.length : utf8Length(str(s))) },
  pg_reverse: { arity: 1, fn: (s) => cps(str(s)).reverse().join('') },
  pg_initcap: { arity: 1, fn: initcap },
  pg_replace: { arity: 3, fn: replace },
  pg_strpos: { arity: 2, fn: (s, sub) => { const i = str(s).indexOf(str(sub)); return i < 0 ? 0 : cpLength(str(s).slice(0, i)) + 1; } },
  pg_starts_with: { arity: 2, fn: (s, p) => (str(s).startsWith(str(p)) ? 1 : 0) },
  pg_left: { arity: 2, fn: (s, n) => { const t = str(s); const k = int(n); return k >= 0 ? cpSlice(t, 0, k) : cpSlice(t, 0, Math.max(cpLength(t) + k, 0)); } },
  // text_right negates a negative count in int32: -(-2147483648) stays negative and the whole string is kept
  pg_right: { arity: 2, fn: (s, n) => { const t = str(s); const k = int(n); if (k === -2147483648) return t; const len = cpLength(t); return k >= 0 ? cpSlice(t, Math.max(len - k, 0)) : cpSlice(t, Math.min(-k, len)); } },
  pg_repeat: { arity: 2, fn: repeat },
  pg_split_part: { arity: 3, fn: splitPart },
  pg_btrim: { arity: 2, fn: (s, c) => trimSet(str(s), str(c), true, true) },
  pg_ltrim: { arity: 2, fn: (s, c) => trimSet(str(s), str(c), true, false) },
  pg_rtrim: { arity: 2, fn: (s, c) => trimSet(str(s), str(c), false, true) },
};

/** substr has two arities. */
export const SUBSTR = substr;
