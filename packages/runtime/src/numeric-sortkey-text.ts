import type { SqlValue } from './host.js';
import { numericSortKey, readNumeric } from './numeric-math.js';

/**
 * pg_numeric_sortkey of a stored numeric, read straight from its decimal text (`-?d+[.d+]`, the
 * form numerics are stored in): the same key as numericSortKey, without parsing into a BigInt
 * (the key of every UNIQUE / foreign key over a numeric column is computed on each write).
 * Any other form (NaN, Infinity, an exponent, a REAL) takes the general path.
 */
export function numericSortKeyOf(v: Exclude<SqlValue, null>): string {
  const s = typeof v === 'string' ? v : typeof v === 'bigint' || (typeof v === 'number' && Number.isSafeInteger(v)) ? String(v) : undefined;
  const key = s === undefined ? undefined : plainKey(s);
  return key ?? numericSortKey(readNumeric(v));
}

function isDigits(s: string, from: number, to: number): boolean {
  if (from >= to) return false;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

function plainKey(s: string): string | undefined {
  const neg = s.charCodeAt(0) === 45;
  const start = neg ? 1 : 0;
  const dot = s.indexOf('.', start);
  const intEnd = dot < 0 ? s.length : dot;
  if (!isDigits(s, start, intEnd) || (dot >= 0 && !isDigits(s, dot + 1, s.length))) return undefined;
  const fracLen = dot < 0 ? 0 : s.length - dot - 1;
  const all = dot < 0 ? s.slice(start) : s.slice(start, dot) + s.slice(dot + 1);
  let lead = 0;
  while (lead < all.length && all.charCodeAt(lead) === 48) lead++;
  if (lead === all.length) return '1~';
  const sig = all.slice(lead);
  let end = sig.length;
  while (end > 1 && sig.charCodeAt(end - 1) === 48) end--;
  const digits = sig.slice(0, end);
  const exp = sig.length - 1 - fracLen + 500000;
  if (!neg) return `2${String(exp).padStart(7, '0')}${digits}`;
  let comp = '';
  for (let i = 0; i < digits.length; i++) comp += String.fromCharCode(105 - digits.charCodeAt(i));
  return `1${String(9999999 - exp).padStart(7, '0')}${comp}:`;
}
