import { PgError } from '@pgsqlite/errors';
import type { NumericValue } from '@pgsqlite/catalog';
import { formatNumeric } from '@pgsqlite/catalog';
import { roundTo } from './numeric-math.js';
import type { NumDesc } from './num-format.js';
import { fitDigits, intToRoman, type NumText } from './fn-num-to-char.js';

const outOfRange = (): PgError => new PgError('numeric_value_out_of_range', 'integer out of range');

/** Rounds |u| / 10^k half away from zero. */
function shiftRound(u: bigint, k: number): bigint {
  if (k <= 0) return u * 10n ** BigInt(-k);
  const p = 10n ** BigInt(k);
  return (u % p) * 2n >= p ? u / p + 1n : u / p;
}

function withPoint(digits: bigint, post: number): string {
  if (post <= 0) return digits.toString();
  const s = digits.toString().padStart(post + 1, '0');
  return `${s.slice(0, s.length - post)}.${s.slice(s.length - post)}`;
}

/** numeric_out_sci: the exponent of the unrounded value, the significand rounded to `post` digits. */
function numericSci(v: Extract<NumericValue, { kind: 'finite' }>, post: number): string {
  const len = v.unscaled === 0n ? 0 : v.unscaled.toString().length;
  const exp = len === 0 ? 0 : len - 1 - v.scale;
  const sig = shiftRound(v.unscaled, v.scale + exp - post);
  const e = `${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
  return `${v.neg ? '-' : ''}${withPoint(sig, post)}e${e}`;
}

function hashes(d: NumDesc): string {
  const s = '#'.repeat(d.pre + d.post + 6).split('');
  s[0] = ' ';
  s[d.pre + 1] = '.';
  return s.join('');
}

/** numeric_to_char's preparation of the digits. */
export function numericText(v: NumericValue, d: NumDesc): NumText | string {
  if (d.roman) {
    const r = roundTo(v, 0);
    if (r.kind !== 'finite' || r.unscaled > 2147483648n || (!r.neg && r.unscaled > 2147483647n)) throw outOfRange();
    return intToRoman(Number(r.neg ? -r.unscaled : r.unscaled));
  }
  if (d.eeee) {
    if (v.kind !== 'finite') return { number: hashes(d), preSpaces: 0, sign: '+' };
    const s = numericSci(v, d.post);
    return { number: s.startsWith('-') ? s : ` ${s}`, preSpaces: 0, sign: '+' };
  }
  let val = v;
  if (d.isMulti) {
    if (val.kind === 'finite') val = { ...val, unscaled: val.unscaled * 10n ** BigInt(d.multi) };
    d.pre += d.multi;
  }
  const text = formatNumeric(roundTo(val, d.post));
  return text.startsWith('-') ? fitDigits(text.slice(1), '-', d) : fitDigits(text, '+', d);
}

/** int4/int8_to_char's preparation. */
export function integerText(v: bigint, d: NumDesc): NumText | string {
  if (d.roman) return intToRoman(v > 2147483647n || v < -2147483648n ? 0 : Number(v));
  if (d.eeee) return cExp(Number(v), d.post);
  let val = v;
  if (d.isMulti) {
    val = v * 10n ** BigInt(d.multi);
    d.pre += d.multi;
  }
  const neg = val < 0n;
  const digits = (neg ? -val : val).toString();
  return fitDigits(d.post ? `${digits}.${'0'.repeat(d.post)}` : digits, neg ? '-' : '+', d);
}

/** printf's `%+.*e` with the leading '+' swapped for a space. */
function cExp(x: number, post: number): NumText {
  const [m, e] = x.toExponential(post).split('e') as [string, string];
  const exp = `${e[0]}${e.slice(1).padStart(2, '0')}`;
  return { number: `${x < 0 || Object.is(x, -0) ? '' : ' '}${m}e${exp}`, preSpaces: 0, sign: '+' };
}

/** printf's `%.*f` (exact binary value, ties to even as glibc). */
export function cFixed(x: number, f: number): string {
  if (!Number.isFinite(x)) return Number.isNaN(x) ? 'nan' : x < 0 ? '-inf' : 'inf';
  const neg = x < 0 || Object.is(x, -0);
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, Math.abs(x));
  const bits = view.getBigUint64(0);
  const expBits = Number((bits >> 52n) & 0x7ffn);
  let mant = bits & 0xfffffffffffffn;
  let e2 = expBits - 1075;
  if (expBits === 0) e2 = -1074;
  else mant |= 1n << 52n;
  let q: bigint;
  if (e2 >= 0) q = (mant << BigInt(e2)) * 10n ** BigInt(f);
  else {
    const num = mant * 10n ** BigInt(f);
    const den = 1n << BigInt(-e2);
    q = num / den;
    const r2 = (num % den) * 2n;
    if (r2 > den || (r2 === den && q % 2n === 1n)) q += 1n;
  }
  return `${neg ? '-' : ''}${withPoint(q, f)}`;
}

/** float8/float4_to_char's preparation (`digits` = DBL_DIG 15 or FLT_DIG 6). */
export function floatText(x: number, d: NumDesc, digits: number): NumText | string {
  if (d.roman) {
    const r = Math.abs(x % 1) === 0.5 ? 2 * Math.round(x / 2) : Math.round(x);
    if (!Number.isFinite(x) || r > 2147483647 || r < -2147483648) throw outOfRange();
    return intToRoman(r);
  }
  if (d.eeee) return Number.isFinite(x) ? cExp(x, d.post) : { number: hashes(d), preSpaces: 0, sign: '+' };
  let val = x;
  if (d.isMulti) {
    val = x * 10 ** d.multi;
    d.pre += d.multi;
  }
  const preLen = cFixed(Math.abs(val), 0).length;
  if (preLen >= digits) d.post = 0;
  else if (preLen + d.post > digits) d.post = digits - preLen;
  const text = cFixed(val, d.post);
  return text.startsWith('-') ? fitDigits(text.slice(1), '-', d) : fitDigits(text, '+', d);
}
