import { PgError } from '@pgsqlite/errors';
import type { NumericValue } from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from './host.js';
import { numericOp, readNumeric, writeNumeric } from './numeric-math.js';
import { readFloat, writeFloat } from './floats.js';
import { type Finite, makeNumeric, numericExp, numericLn, numericLog, numericSqrt, roundShift } from './fn-numeric-transcendental.js';
import { type PrngState, nextDouble, seedState } from './fn-prng.js';
import { FLOAT_FUNCTIONS } from './fn-float-math.js';
import { libm, onLibm } from './libm.js';
import { numericPowerSql } from './numeric-power.js';

const NAN: NumericValue = { kind: 'nan' };
const pow10 = (n: number): bigint => 10n ** BigInt(n);
const signed = (v: Finite): bigint => (v.neg ? -v.unscaled : v.unscaled);
const outOfRange = (): PgError => new PgError('numeric_value_out_of_range', 'integer out of range');

/** `fn` over a finite value; NaN stays NaN; an infinity goes to `inf` (by default returned as is, as numeric.c's duplicate_numeric). */
function finite(v: NumericValue, fn: (f: Finite) => NumericValue, inf: (neg: boolean) => NumericValue = () => v): NumericValue {
  return v.kind === 'finite' ? fn(v) : v.kind === 'nan' ? NAN : inf(v.neg);
}

const ZERO: NumericValue = { kind: 'finite', neg: false, unscaled: 0n, scale: 0 };
const logOfNegative = (): PgError => PgError.fromCode('2201E', 'cannot take logarithm of a negative number');
/** numeric_sqrt / numeric_exp / numeric_ln of ±Infinity. */
const SQRT_INF = (neg: boolean): NumericValue => {
  if (neg) throw PgError.fromCode('2201F', 'cannot take square root of a negative number');
  return { kind: 'inf', neg: false };
};
const EXP_INF = (neg: boolean): NumericValue => (neg ? ZERO : { kind: 'inf', neg: false });
const LN_INF = (neg: boolean): NumericValue => {
  if (neg) throw logOfNegative();
  return { kind: 'inf', neg: false };
};

/** numeric_div_trunc / numeric_log with an infinite argument (NaN handled before). */
function specialDiv(x: NumericValue, y: NumericValue): NumericValue {
  if (x.kind === 'inf') {
    if (y.kind !== 'finite') return NAN;
    if (y.unscaled === 0n) throw new PgError('division_by_zero', 'division by zero');
    return { kind: 'inf', neg: x.neg !== y.neg };
  }
  return ZERO;
}

function specialLog(b: NumericValue, x: NumericValue): NumericValue {
  const sign = (v: NumericValue): number => (v.kind === 'inf' ? (v.neg ? -1 : 1) : v.kind === 'finite' ? (v.unscaled === 0n ? 0 : v.neg ? -1 : 1) : 0);
  if (sign(b) < 0 || sign(x) < 0) throw logOfNegative();
  if (sign(b) === 0 || sign(x) === 0) throw PgError.fromCode('2201E', 'cannot take logarithm of zero');
  if (b.kind === 'inf') return x.kind === 'inf' ? NAN : ZERO;
  return { kind: 'inf', neg: false };
}


/** trunc/ceil/floor to `s` digits: mode -1 floor, 0 toward zero, 1 ceiling. */
function toScale(v: Finite, s: number, mode: -1 | 0 | 1): Finite {
  const rs = Math.max(s, 0);
  if (v.scale <= s) return makeNumeric(signed(v) * pow10(rs - v.scale), rs);
  const d = pow10(v.scale - s);
  const u = signed(v);
  let q = u / d;
  const r = u % d;
  if (r !== 0n && mode === 1 && u > 0n) q += 1n;
  if (r !== 0n && mode === -1 && u < 0n) q -= 1n;
  return makeNumeric(s >= 0 ? q : q * pow10(-s), rs);
}

/**
 * The scale argument of round/trunc(numeric, int), limited as PostgreSQL 15's numeric_round and
 * numeric_trunc limit it: at most NUMERIC_DSCALE_MAX (16383) digits after the point, at least
 * -((NUMERIC_WEIGHT_MAX + 1) * DEC_DIGITS + 1) = -131073, so `round(x, -2147483648)` is 0, not
 * a power of ten too large to build.
 */
export function resultScale(s: SqlValue): number {
  return Math.min(Math.max(Number(s), -131073), 16383);
}

function gcdBig(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function intGcd(a: SqlValue, b: SqlValue, bits: SqlValue, lcm: boolean): SqlValue {
  const x = BigInt(a as number | bigint);
  const y = BigInt(b as number | bigint);
  const max = (1n << (BigInt(Number(bits)) - 1n)) - 1n;
  let r: bigint;
  if (lcm) r = x === 0n || y === 0n ? 0n : (x / gcdBig(x, y)) * y;
  else r = gcdBig(x, y);
  if (r < 0n) r = -r;
  // int8gcd/int8lcm say bigint, int4gcd/int4lcm integer
  if (r > max) throw new PgError('numeric_value_out_of_range', `${Number(bits) === 64 ? 'bigint' : 'integer'} out of range`);
  return r;
}

function numericGcd(a: Finite, b: Finite, lcm: boolean): Finite {
  const s = Math.max(a.scale, b.scale);
  const x = signed(a) * pow10(s - a.scale);
  const y = signed(b) * pow10(s - b.scale);
  const g = gcdBig(x, y);
  if (!lcm) return makeNumeric(g, s);
  if (x === 0n || y === 0n) return makeNumeric(0n, s);
  const l = (x / g) * y;
  return makeNumeric(l < 0n ? -l : l, s);
}

function factorial(n: SqlValue): string {
  const k = BigInt(n as number | bigint);
  if (k < 0n) throw new PgError('numeric_value_out_of_range', 'factorial of a negative number is undefined');
  if (k > 32177n) throw new PgError('numeric_value_out_of_range', 'value overflows numeric format');
  let r = 1n;
  for (let i = 2n; i <= k; i++) r *= i;
  return r.toString();
}

function minScale(v: Finite): number {
  let u = v.unscaled;
  let s = v.scale;
  while (s > 0 && u % 10n === 0n) {
    u /= 10n;
    s--;
  }
  return s;
}

const bucketError = (msg: string): PgError => PgError.fromCode('2201G', msg);

function widthBucketNumeric(x: NumericValue, lo: NumericValue, hi: NumericValue, count: number): number {
  if (count <= 0) throw bucketError('count must be greater than zero');
  if (x.kind === 'nan' || lo.kind === 'nan' || hi.kind === 'nan') throw bucketError('operand, lower bound, and upper bound cannot be NaN');
  if (lo.kind !== 'finite' || hi.kind !== 'finite') throw bucketError('lower and upper bounds must be finite');
  const cmp = (a: NumericValue, b: NumericValue): number => {
    const d = numericOp('-', a, b);
    return d.kind === 'finite' ? (d.unscaled === 0n ? 0 : d.neg ? -1 : 1) : d.kind === 'inf' ? (d.neg ? -1 : 1) : 0;
  };
  const c = cmp(lo, hi);
  if (c === 0) throw bucketError('lower bound cannot equal upper bound');
  const rev = c > 0;
  if (!rev ? cmp(x, lo) < 0 : cmp(x, lo) > 0) return 0;
  if (!rev ? cmp(x, hi) >= 0 : cmp(x, hi) <= 0) {
    if (count === 2147483647) throw outOfRange();
    return count + 1;
  }
  const num = rev ? numericOp('-', lo, x) : numericOp('-', x, lo);
  const den = rev ? numericOp('-', lo, hi) : numericOp('-', hi, lo);
  const q = numericOp('/', numericOp('*', num, makeNumeric(BigInt(count), 0)), den) as Finite;
  // the rounded quotient may reach count itself: bucket count + 1 past int4 is PostgreSQL's 22003
  const bucket = toScale(q, 0, -1).unscaled + 1n;
  if (bucket > 2147483647n) throw outOfRange();
  return Number(bucket);
}

function widthBucketFloat(x: number, lo: number, hi: number, count: number): number {
  if (count <= 0) throw bucketError('count must be greater than zero');
  if (Number.isNaN(x) || Number.isNaN(lo) || Number.isNaN(hi)) throw bucketError('operand, lower bound, and upper bound cannot be NaN');
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) throw bucketError('lower and upper bounds must be finite');
  if (lo === hi) throw bucketError('lower bound cannot equal upper bound');
  const rev = lo > hi;
  if (!rev ? x < lo : x > lo) return 0;
  if (!rev ? x >= hi : x <= hi) {
    if (count === 2147483647) throw outOfRange();
    return count + 1;
  }
  return cInt32(rev ? (count * (lo - x)) / (lo - hi) + 1 : (count * (x - lo)) / (hi - lo) + 1);
}

/**
 * C's float8 → int32 assignment as PostgreSQL 15's x86-64 build does it (cvttsd2si): truncation,
 * and INT_MIN for NaN or a value outside int32 (width_bucket's bound spans that overflow float8).
 */
function cInt32(v: number): number {
  const t = Math.trunc(v);
  return t >= -2147483648 && t <= 2147483647 ? t : -2147483648;
}

type Fn = (...a: SqlValue[]) => SqlValue;
const strict = (fn: Fn): Fn => (...a) => (a.some((x) => x === null) ? null : fn(...a));
const num1 = (fn: (v: Finite) => NumericValue, inf?: (neg: boolean) => NumericValue): Fn => strict((a) => writeNumeric(finite(readNumeric(a), fn, inf)));
const num2 = (fn: (a: Finite, b: Finite) => NumericValue, special: (a: NumericValue, b: NumericValue) => NumericValue): Fn =>
  strict((a, b) => {
    const x = readNumeric(a);
    const y = readNumeric(b);
    if (x.kind === 'nan' || y.kind === 'nan') return 'NaN';
    if (x.kind !== 'finite' || y.kind !== 'finite') return writeNumeric(special(x, y));
    return writeNumeric(fn(x, y));
  });

/**
 * float4/float8 + - * / and unary minus with PostgreSQL's checks (float.h): 22003 overflow when
 * finite operands give an infinity, underflow when non-zero operands give 0, 22012 for x / 0;
 * NaN and infinities propagate as IEEE says. float4 results are rounded to single precision.
 */
export function floatArith(a: number, b: number, op: string, oid: number): number {
  const single = oid === 700;
  const round = (x: number): number => (single ? Math.fround(x) : x);
  let r: number;
  switch (op) {
    case '+': r = round(a + b); break;
    case '-': r = round(a - b); break;
    case 'neg': return -b;
    case '*': r = round(a * b); break;
    case '/':
      if (b === 0 && !Number.isNaN(a)) throw new PgError('division_by_zero', 'division by zero');
      r = round(a / b);
      break;
    default:
      throw new PgError('internal_error', `unknown float operator ${op}`);
  }
  if (!Number.isFinite(r) && !Number.isNaN(r) && Number.isFinite(a) && Number.isFinite(b)) {
    throw new PgError('numeric_value_out_of_range', 'value out of range: overflow');
  }
  if (r === 0 && a !== 0 && (op === '*' ? b !== 0 : op === '/' && Number.isFinite(b))) {
    throw new PgError('numeric_value_out_of_range', 'value out of range: underflow');
  }
  return r;
}

// float.c's init_degree_constants: computed with the library in use.
let ASIN_0_5 = 0;
let ACOS_0_5 = 0;
let ATAN_1_0 = 0;
onLibm(() => {
  ASIN_0_5 = libm.asin(0.5);
  ACOS_0_5 = libm.acos(0.5);
  ATAN_1_0 = libm.atan(1);
});
const asindQ1 = (x: number): number => (x <= 0.5 ? (libm.asin(x) / ASIN_0_5) * 30 : 90 - (libm.acos(x) / ACOS_0_5) * 60);
const acosdQ1 = (x: number): number => (x <= 0.5 ? 90 - (libm.asin(x) / ASIN_0_5) * 30 : (libm.acos(x) / ACOS_0_5) * 60);
const unitRange = (x: number): void => {
  if (x < -1 || x > 1) throw new PgError('numeric_value_out_of_range', 'input is out of range');
};

/** asind/acosd/atand/atan2d as PostgreSQL 15's float.c computes them (exact at 0.5 and 1). */
const INVERSE_DEGREES: Record<string, (...a: number[]) => number> = {
  pg_f8_asind: (x) => (Number.isNaN(x) ? NaN : (unitRange(x), x >= 0 ? asindQ1(x) : -asindQ1(-x))),
  pg_f8_acosd: (x) => (Number.isNaN(x) ? NaN : (unitRange(x), x >= 0 ? acosdQ1(x) : 90 + asindQ1(-x))),
  pg_f8_atand: (x) => (Number.isNaN(x) ? NaN : (libm.atan(x) / ATAN_1_0) * 45),
  pg_f8_atan2d: (y, x) => (Number.isNaN(x) || Number.isNaN(y) ? NaN : (libm.atan2(y, x) / ATAN_1_0) * 45),
};

/** abs() of an integer type: 22003 for the most negative value, whose negation does not fit. */
function intAbs(a: SqlValue, oid: number): SqlValue {
  const v = BigInt(a as number | bigint);
  const min = oid === 21 ? -32768n : oid === 23 ? -2147483648n : -9223372036854775808n;
  if (v === min) throw new PgError('numeric_value_out_of_range', `${oid === 21 ? 'smallint' : oid === 23 ? 'integer' : 'bigint'} out of range`);
  return v < 0n ? -v : v;
}

/** Registers the math runtime functions (numeric and float8), random()/setseed() included. */
export function registerMathFunctions(host: RuntimeHost): void {
  const def = (name: string, arity: number, call: Fn, deterministic = true): void => host.defineFunction({ name, arity, deterministic, call });
  def('pg_float_arith', 4, strict((a, b, op, oid) => writeFloat(floatArith(readFloat(a), readFloat(b), String(op), Number(oid)))));
  def('pg_int_abs', 2, strict((a, oid) => intAbs(a, Number(oid))));
  def('pg_numeric_trunc', 2, strict((a, s) => writeNumeric(finite(readNumeric(a), (v) => toScale(v, resultScale(s), 0)))));
  // float8abs / float4abs are fabs(): abs(-0) is 0 and abs(NaN) is NaN (SQLite's abs() reads the stored 'NaN' as 0).
  def('pg_float_abs', 1, strict((a) => writeFloat(Math.abs(readFloat(a)))));
  def('pg_numeric_ceil', 1, num1((v) => toScale(v, 0, 1)));
  def('pg_numeric_floor', 1, num1((v) => toScale(v, 0, -1)));
  def('pg_numeric_sign', 1, strict((a) => {
    const v = readNumeric(a);
    return v.kind === 'nan' ? 'NaN' : v.kind === 'inf' ? (v.neg ? '-1' : '1') : v.unscaled === 0n ? '0' : v.neg ? '-1' : '1';
  }));
  def('pg_numeric_sqrt', 1, num1(numericSqrt, SQRT_INF));
  def('pg_numeric_exp', 1, num1(numericExp, EXP_INF));
  def('pg_numeric_ln', 1, num1(numericLn, LN_INF));
  def('pg_numeric_log', 2, num2(numericLog, specialLog));
  // log(numeric) is a LANGUAGE sql function in PostgreSQL (`select log(10, $1)`): its errors carry that CONTEXT
  const log2 = num2(numericLog, specialLog);
  def('pg_numeric_log10', 2, (a, name) => {
    try {
      return log2('10', a);
    } catch (e) {
      throw e instanceof PgError ? e.with({ where: `SQL function "${String(name)}" statement 1` }) : e;
    }
  });
  def('pg_numeric_power', 2, numericPowerSql);
  def('pg_numeric_div', 2, num2(divTrunc, specialDiv));
  def('pg_numeric_gcd', 3, num2Lcm);
  def('pg_int_gcd', 4, strict((a, b, bits, l) => intGcd(a, b, bits, Number(l) === 1)));
  def('pg_factorial', 1, strict(factorial));
  def('pg_numeric_scale', 1, strict((a) => { const v = readNumeric(a); return v.kind === 'finite' ? v.scale : null; }));
  def('pg_numeric_min_scale', 1, strict((a) => { const v = readNumeric(a); return v.kind === 'finite' ? minScale(v) : null; }));
  def('pg_numeric_trim_scale', 1, num1((v) => makeNumeric(roundShift(signed(v), v.scale - minScale(v)), minScale(v))));
  def('pg_width_bucket_numeric', 4, strict((x, lo, hi, n) => widthBucketNumeric(readNumeric(x), readNumeric(lo), readNumeric(hi), Number(n))));
  def('pg_width_bucket_float', 4, strict((x, lo, hi, n) => widthBucketFloat(readFloat(x), readFloat(lo), readFloat(hi), Number(n))));
  for (const [name, fn] of Object.entries(FLOAT_FUNCTIONS)) def(name, fn.length, strict((...a) => writeFloat(fn(...a.map(readFloat)))));
  for (const [name, fn] of Object.entries(INVERSE_DEGREES)) def(name, name === 'pg_f8_atan2d' ? 2 : 1, strict((...a) => writeFloat(fn(...a.map(readFloat)))));
  def('pg_int_xor', 2, strict((a, b) => BigInt(a as number | bigint) ^ BigInt(b as number | bigint)));
  def('pg_int_shift', 4, strict((a, n, bits, left) => shift(BigInt(a as number | bigint), Number(n), Number(bits), Number(left) === 1)));
  let prng: PrngState | undefined;
  def('pg_setseed', 1, strict((s) => {
    const f = readFloat(s);
    if (!(f >= -1 && f <= 1)) throw new PgError('invalid_parameter_value', `setseed parameter ${f} is out of allowed range [-1,1]`);
    prng = seedState(f);
    return '';
  }), false);
  def('pg_random_seeded', 0, () => (prng ? nextDouble(prng) : Math.random()), false);
}

function divTrunc(a: Finite, b: Finite): Finite {
  if (b.unscaled === 0n) throw new PgError('division_by_zero', 'division by zero');
  const s = Math.max(a.scale, b.scale);
  const x = signed(a) * pow10(s - a.scale);
  const y = signed(b) * pow10(s - b.scale);
  return makeNumeric(x / y, 0);
}

function num2Lcm(a: SqlValue, b: SqlValue, l: SqlValue): SqlValue {
  if (a === null || b === null) return null;
  const x = readNumeric(a);
  const y = readNumeric(b);
  // numeric_gcd / numeric_lcm: NaN for NaN or an infinity
  if (x.kind !== 'finite' || y.kind !== 'finite') return 'NaN';
  return writeNumeric(numericGcd(x, y, Number(l) === 1));
}

/** C's `a << n` / `a >> n` on int2 (promoted to int), int4 and int8: the count is masked, the result wraps. */
function shift(a: bigint, n: number, bits: number, left: boolean): bigint {
  const width = bits === 64 ? 64 : 32;
  const k = BigInt(n & (width - 1));
  const r = left ? a << k : a >> k;
  return BigInt.asIntN(bits, r);
}
