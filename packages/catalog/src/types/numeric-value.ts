import { PgError } from '@pgsqlite/errors';
import { invalidSyntax, pgTrim } from './codec-util.js';

/** An exact decimal: `unscaled * 10^-scale` (scale = PG's display scale), or a special value. */
export type NumericValue =
  | { kind: 'finite'; neg: boolean; unscaled: bigint; scale: number }
  | { kind: 'nan' }
  | { kind: 'inf'; neg: boolean };

const SPECIALS: Record<string, NumericValue> = {
  nan: { kind: 'nan' },
  infinity: { kind: 'inf', neg: false },
  '+infinity': { kind: 'inf', neg: false },
  '-infinity': { kind: 'inf', neg: true },
  inf: { kind: 'inf', neg: false },
  '+inf': { kind: 'inf', neg: false },
  '-inf': { kind: 'inf', neg: true },
};

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}

/** PostgreSQL's NUMERIC_DSCALE_MAX: digits after the decimal point. */
const NUMERIC_DSCALE_MAX = 16383;
/** Decimal digits before the point: NUMERIC_WEIGHT_MAX (32767) + 1 base-10000 digits. */
const NUMERIC_INT_DIGITS_MAX = 131072;

const overflow = (): PgError => new PgError('numeric_value_out_of_range', 'value overflows numeric format');

/** numeric_in without typmod: digits, point, exponent; the display scale follows the input. */
export function parseNumeric(text: string): NumericValue {
  const s = pgTrim(text);
  const special = SPECIALS[s.toLowerCase()];
  if (special) return special;
  let i = 0;
  let neg = false;
  if (s[i] === '+' || s[i] === '-') neg = s[i++] === '-';
  let intPart = '';
  let frac = '';
  while (isDigit(s[i])) intPart += s[i++];
  if (s[i] === '.') {
    i++;
    while (isDigit(s[i])) frac += s[i++];
  }
  if (intPart.length + frac.length === 0) throw invalidSyntax('numeric', text);
  let exp = 0;
  if (s[i] === 'e' || s[i] === 'E') {
    i++;
    let eneg = false;
    if (s[i] === '+' || s[i] === '-') eneg = s[i++] === '-';
    let e = '';
    while (isDigit(s[i])) e += s[i++];
    if (e.length === 0) throw invalidSyntax('numeric', text);
    // set_var_from_str: exponents up to ±(INT_MAX/2); the stored form's limits are checked below
    const ev = Number(e.length > 10 ? '9999999999' : e);
    if (ev >= 1073741823) throw overflow();
    exp = eneg ? -ev : ev;
  }
  if (i !== s.length) throw invalidSyntax('numeric', text);
  let unscaled = BigInt(intPart + frac);
  let scale = frac.length - exp;
  // make_result: at most 16383 digits after the point and 131072 before it (zero has no weight)
  if (scale > NUMERIC_DSCALE_MAX) throw overflow();
  if (unscaled !== 0n && unscaled.toString().length - scale > NUMERIC_INT_DIGITS_MAX) throw overflow();
  if (scale < 0) {
    unscaled *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { kind: 'finite', neg: neg && unscaled !== 0n, unscaled, scale };
}

/** numeric_out. */
export function formatNumeric(v: NumericValue): string {
  if (v.kind === 'nan') return 'NaN';
  if (v.kind === 'inf') return v.neg ? '-Infinity' : 'Infinity';
  let digits = v.unscaled.toString();
  if (v.scale > 0) {
    digits = digits.padStart(v.scale + 1, '0');
    digits = digits.slice(0, digits.length - v.scale) + '.' + digits.slice(digits.length - v.scale);
  }
  return (v.neg && v.unscaled !== 0n ? '-' : '') + digits;
}

/** Divides by 10^k rounding half away from zero (on the absolute value). */
function roundDown(u: bigint, k: number): bigint {
  if (k <= 0) return u * 10n ** BigInt(-k);
  const p = 10n ** BigInt(k);
  const q = u / p;
  return (u % p) * 2n >= p ? q + 1n : q;
}

/** Rounds to `scale` fractional digits (negative: to tens, hundreds, …). */
export function roundNumeric(v: NumericValue, scale: number): NumericValue {
  if (v.kind !== 'finite') return v;
  const target = Math.max(scale, 0);
  let u = roundDown(v.unscaled, v.scale - scale);
  if (scale < 0) u *= 10n ** BigInt(-scale);
  return { kind: 'finite', neg: v.neg && u !== 0n, unscaled: u, scale: target };
}

/** Decodes numeric atttypmod into precision and scale (scale may be negative in PG 15). */
export function numericTypmod(typmod: number): { precision: number; scale: number } | undefined {
  if (typmod < 4) return undefined;
  const t = typmod - 4;
  return { precision: (t >> 16) & 0xffff, scale: ((t & 0x7ff) ^ 1024) - 1024 };
}

/** apply_typmod: round to the scale, then 22003 when the value does not fit the precision. */
export function applyNumericTypmod(v: NumericValue, typmod: number): NumericValue {
  const tm = numericTypmod(typmod);
  if (!tm || v.kind === 'nan') return v;
  const { precision, scale } = tm;
  if (v.kind === 'inf') {
    throw new PgError('numeric_value_out_of_range', 'numeric field overflow', {
      detail: `A field with precision ${precision}, scale ${scale} cannot hold an infinite value.`,
    });
  }
  const r = roundNumeric(v, scale);
  if (r.kind !== 'finite' || r.unscaled === 0n) return r;
  const maxdigits = precision - scale;
  const limitExp = maxdigits + r.scale;
  if (limitExp < 0 || r.unscaled >= 10n ** BigInt(limitExp)) {
    throw new PgError('numeric_value_out_of_range', 'numeric field overflow', {
      detail: `A field with precision ${precision}, scale ${scale} must round to an absolute value less than ${maxdigits ? '10^' : ''}${maxdigits || 1}.`,
    });
  }
  return r;
}
