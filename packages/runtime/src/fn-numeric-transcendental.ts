import { PgError } from '@pgsqlite/errors';
import type { NumericValue } from '@pgsqlite/catalog';

/**
 * sqrt, exp, ln, log and power on numeric with PostgreSQL 15's result scales (numeric.c:
 * numeric_sqrt, numeric_exp, numeric_ln, numeric_log, power_var). Values are computed in
 * BigInt fixed point with guard digits and rounded half away from zero to the result scale.
 */

/** A finite numeric. */
export type Finite = Extract<NumericValue, { kind: 'finite' }>;

const MIN_SIG = 16;
const MAX_SCALE = 1000;

const pow10 = (n: number): bigint => 10n ** BigInt(n);
const signed = (v: Finite): bigint => (v.neg ? -v.unscaled : v.unscaled);
const clampScale = (r: number, ...scales: number[]): number => Math.min(Math.max(r, ...scales, 0), MAX_SCALE);

/** A finite numeric from a signed unscaled value. */
export function makeNumeric(u: bigint, scale: number): Finite {
  return { kind: 'finite', neg: u < 0n, unscaled: u < 0n ? -u : u, scale };
}

/** Rounds n / 10^shift half away from zero. */
export function roundShift(n: bigint, shift: number): bigint {
  if (shift <= 0) return n * pow10(-shift);
  const d = pow10(shift);
  const q = n / d;
  const r = n % d;
  const twice = (r < 0n ? -r : r) * 2n;
  if (twice >= d) return n < 0n ? q - 1n : q + 1n;
  return q;
}

/** The value as fixed point with f fractional digits. */
function toFixed(v: Finite, f: number): bigint {
  return roundShift(signed(v), v.scale - f);
}

/** Fixed point (f digits) rounded to a numeric of scale `rscale`. */
function fromFixed(n: bigint, f: number, rscale: number): Finite {
  return makeNumeric(roundShift(n, f - rscale), rscale);
}

/** Decimal exponent of the first significant digit (0.05 → -2, 123 → 2). */
function decExp(v: Finite): number {
  return v.unscaled.toString().length - 1 - v.scale;
}

/** PostgreSQL's base-10000 weight of a value. */
function weight(v: Finite): number {
  return v.unscaled === 0n ? 0 : Math.floor(decExp(v) / 4);
}

function toDouble(v: Finite): number {
  return Number(`${signed(v)}e-${v.scale}`);
}

function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  // a first guess from the double when n fits one; beyond 1e308 from n's bit length
  const approx = Math.sqrt(Number(n));
  let x = Number.isFinite(approx) ? BigInt(Math.floor(approx)) : 1n << BigInt(Math.ceil(n.toString(2).length / 2));
  if (x === 0n) x = 1n;
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x && x * x <= n && (x + 1n) * (x + 1n) > n) return x;
    x = y;
  }
}

/** sqrt of a non-negative fixed-point value (f digits). */
function sqrtFixed(n: bigint, f: number): bigint {
  return isqrt(n * pow10(f));
}

/** ln of a positive fixed-point value in [1, 10] (f digits): 6 square roots, then atanh series. */
function lnSmall(a: bigint, f: number): bigint {
  const one = pow10(f);
  let y = a;
  for (let i = 0; i < 6; i++) y = sqrtFixed(y, f);
  const z = ((y - one) * one) / (y + one);
  const z2 = (z * z) / one;
  let term = z;
  let sum = z;
  for (let k = 3n; term !== 0n; k += 2n) {
    term = (term * z2) / one;
    sum += term / k;
  }
  return sum * 128n;
}

/** ln(v) for v > 0 as fixed point with f digits (accurate to about f - 3 digits). */
export function lnFixed(v: Finite, f: number): bigint {
  const e = decExp(v);
  const g = f + 8 + String(Math.abs(e)).length;
  const a = roundShift(signed(v), v.scale + e - g);
  let r = lnSmall(a, g);
  if (e !== 0) r += BigInt(e) * lnSmall(10n * pow10(g), g);
  return roundShift(r, g - f);
}

/** exp(x) for fixed-point x (f digits) as fixed point with f digits. */
export function expFixed(x: bigint, f: number): bigint {
  const one = pow10(f);
  let k = 0;
  let r = x;
  const limit = one / 100n;
  while ((r < 0n ? -r : r) > limit) {
    r /= 2n;
    k++;
  }
  let term = one;
  let sum = one;
  for (let n = 1n; term !== 0n; n++) {
    term = (term * r) / (one * n);
    sum += term;
  }
  for (let i = 0; i < k; i++) sum = (sum * sum) / one;
  return sum;
}

const complex = (msg: string): PgError => PgError.fromCode('2201F', msg);

/** sqrt(v) rounded to `rscale` digits (sqrt_var with an explicit scale). */
export function sqrtToScale(v: Finite, rscale: number): Finite {
  const f = rscale + 2;
  return fromFixed(isqrt(toFixed(v, 2 * f)), f, rscale);
}

/** numeric sqrt. */
export function numericSqrt(v: Finite): Finite {
  if (v.neg && v.unscaled !== 0n) throw complex('cannot take square root of a negative number');
  const sweight = 2 * (weight(v) + 1) - 1;
  const rscale = clampScale(MIN_SIG - sweight, v.scale);
  const f = rscale + 2;
  return fromFixed(sqrtFixed(toFixed(v, 2 * f) / pow10(f), f), f, rscale);
}

/** estimate_ln_dweight of numeric.c. */
function lnDweight(v: Finite): number {
  const d = toDouble(v);
  if (d >= 0.9 && d <= 1.1) {
    const x = toFixed(v, v.scale) - pow10(v.scale);
    if (x === 0n) return 0;
    return decExp(makeNumeric(x, v.scale));
  }
  const s = v.unscaled.toString();
  const e10 = decExp(v);
  const w = Math.floor(e10 / 4);
  const firstWidth = e10 - 4 * w + 1;
  const digits = Number(s.padEnd(firstWidth + 4, '0').slice(0, firstWidth + 4));
  const dweight = (w - 1) * 4;
  const ln = Math.log(digits) + dweight * 2.302585092994046;
  return Math.trunc(Math.log10(Math.abs(ln)));
}

function checkLnArg(v: Finite): void {
  if (v.unscaled === 0n) throw PgError.fromCode('2201E', 'cannot take logarithm of zero');
  if (v.neg) throw PgError.fromCode('2201E', 'cannot take logarithm of a negative number');
}

/** numeric ln. */
export function numericLn(v: Finite): Finite {
  checkLnArg(v);
  const rscale = clampScale(MIN_SIG - lnDweight(v), v.scale);
  return fromFixed(lnFixed(v, rscale + 6), rscale + 6, rscale);
}

/** numeric log(base, x). */
export function numericLog(base: Finite, v: Finite): Finite {
  checkLnArg(base);
  checkLnArg(v);
  const rscale = clampScale(MIN_SIG - (lnDweight(v) - lnDweight(base)), base.scale, v.scale);
  const f = rscale + 10 + Math.max(0, -lnDweight(base)) + Math.max(0, lnDweight(v));
  const lb = lnFixed(base, f);
  if (lb === 0n) throw new PgError('division_by_zero', 'division by zero');
  const ln = lnFixed(v, f);
  return fromFixed((ln * pow10(f + 2)) / lb, f + 2, rscale);
}

/** numeric exp. */
export function numericExp(v: Finite): Finite {
  const val = Math.max(Math.min(toDouble(v) * 0.434294481903252, 2000), -2000);
  if (toDouble(v) > 6000) throw new PgError('numeric_value_out_of_range', 'value overflows numeric format');
  const rscale = clampScale(MIN_SIG - Math.trunc(val), v.scale);
  const f = rscale + Math.max(0, Math.ceil(val)) + 12 + Math.ceil(Math.log2(Math.abs(toDouble(v)) * 100 + 1) * 0.31);
  return fromFixed(expFixed(toFixed(v, f), f), f, rscale);
}

function powInt(base: Finite, n: bigint, rscale: number): Finite {
  if (n === 0n) return makeNumeric(pow10(rscale), rscale);
  if (base.unscaled === 0n) {
    if (n < 0n) throw new PgError('division_by_zero', 'division by zero');
    return makeNumeric(0n, rscale);
  }
  const m = n < 0n ? -n : n;
  const u = signed(base) ** m;
  const s = base.scale * Number(m);
  if (n > 0n) return makeNumeric(roundShift(u, s - rscale), rscale);
  const num = pow10(s + rscale + 1);
  const q = num / u;
  return makeNumeric(roundShift(q, 1), rscale);
}

/** log10 |v| of a nonzero value, from its digits (exact enough for scale estimates at any magnitude). */
function log10Abs(v: Finite): number {
  const digits = v.unscaled.toString();
  return decExp(v) + Math.log10(Number(`${digits[0]}.${digits.slice(1, 17) || '0'}`));
}

/** base ^ n for a large integer n: ±exp(n · ln|base|), computed with the digits n's size costs. */
function powLarge(base: Finite, n: bigint, rscale: number, est: number): Finite {
  const abs: Finite = { ...base, neg: false };
  const sign = base.neg && n % 2n !== 0n ? -1n : 1n;
  if (abs.unscaled === pow10(abs.scale)) return makeNumeric(sign * pow10(rscale), rscale);
  const f = rscale + Math.max(0, Math.ceil(est)) + 14 + n.toString().length;
  const x = lnFixed(abs, f) * n;
  return fromFixed(sign * expFixed(x, f), f, rscale);
}

/** numeric power(base, exp) with PostgreSQL 15's special cases and scales. */
export function numericPower(base: Finite, exp: Finite): Finite {
  const isInt = exp.unscaled % pow10(exp.scale) === 0n;
  if (base.unscaled === 0n && exp.neg && exp.unscaled !== 0n) throw complex('zero raised to a negative power is undefined');
  if (base.neg && base.unscaled !== 0n && !isInt) throw complex('a negative number raised to a non-integer power yields a complex result');
  if (isInt) {
    const n = signed(exp) / pow10(exp.scale);
    if (n >= -2147483648n && n <= 2147483647n) {
      const rscale = clampScale(MIN_SIG, base.scale);
      const est = base.unscaled === 0n ? 0 : Number(n) * log10Abs(base);
      if (est > 4 * 32767 * 3) throw new PgError('numeric_value_out_of_range', 'value overflows numeric format');
      // power_var_int: a result below half a unit of the result scale is zero
      if (base.unscaled !== 0n && est + 1 < -rscale) return makeNumeric(0n, rscale);
      // exact repeated multiplication while the digits stay few; beyond, exp(n·ln|base|) with guard digits
      if (base.unscaled === 0n || Math.abs(Number(n)) * base.unscaled.toString().length <= 1000000) return powInt(base, n, rscale);
      return powLarge(base, n, rscale, est);
    }
  }
  if (base.unscaled === 0n) return makeNumeric(0n, MIN_SIG);
  // a negative base with an integral exponent: |base| ^ exp, negative for an odd exponent
  if (base.neg) {
    const r = numericPower({ ...base, neg: false }, exp);
    return (signed(exp) / pow10(exp.scale)) % 2n !== 0n ? { ...r, neg: r.unscaled !== 0n } : r;
  }
  let val0 = Number(`${signed(exp)}e-${exp.scale}`) * log10Abs(base) * 2.302585092994046;
  if (!Number.isFinite(val0)) {
    // an exponent beyond a double against a base within 1e-300 of 1: estimate exp · ln(base) in fixed point
    const f = base.scale + 20;
    val0 = Number((lnFixed(base, f) * signed(exp)) / pow10(f + exp.scale));
  }
  if (Math.abs(val0) > 6020) {
    if (val0 > 0) throw new PgError('numeric_value_out_of_range', 'value overflows numeric format');
    return makeNumeric(0n, MAX_SCALE);
  }
  const val = val0 * 0.434294481903252;
  const rscale = clampScale(MIN_SIG - Math.trunc(val), base.scale, exp.scale);
  const f = rscale + Math.max(0, Math.ceil(val)) + 14 + Math.max(0, decExp(exp));
  const lnb = lnFixed(base, f);
  const x = roundShift(lnb * signed(exp), exp.scale);
  return fromFixed(expFixed(x, f), f, rscale);
}
