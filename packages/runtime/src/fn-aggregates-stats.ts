import { PgError } from '@pgsqlite/errors';
import type { NumericValue } from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from './host.js';
import { numericOp, readNumeric, writeNumeric } from './numeric-math.js';
import { readFloat, writeFloat } from './floats.js';
import { type Finite, makeNumeric, sqrtToScale } from './fn-numeric-transcendental.js';
import { type RawTree, leafValue, rawFlat, readArray, writeArray } from './array-tree.js';

/**
 * Statistical and ordered-set aggregates: stddev/variance (numeric_stddev_internal for exact
 * input, Youngs-Cramer for float8 as float.c), percentile_cont/disc, mode, bit_and/or/xor.
 */

interface NumStats {
  n: bigint;
  /** Sums of the finite values. */
  sx: NumericValue;
  sxx: NumericValue;
  /** NaN and infinite inputs (any makes the result NaN). */
  special: bigint;
}

const ZERO = makeNumeric(0n, 0);

function numStats(kind: string): (a: NumStats) => SqlValue {
  const sample = kind.endsWith('samp');
  const stddev = kind.startsWith('stddev');
  return (a) => {
    if (a.n === 0n || (sample && a.n === 1n)) return null;
    if (a.special > 0n || a.sx.kind === 'nan' || a.sxx.kind === 'nan') return 'NaN';
    const sx = a.sx as Finite;
    const rscale = sx.scale * 2;
    const n = makeNumeric(a.n, 0);
    // mul_var at rscale: exact products, never numeric_mul's rounding past 16383 digits
    const sq = exactProduct(sx, sx);
    const nsxx = exactProduct(n, a.sxx as Finite);
    const num = numericOp('-', roundTo(nsxx, rscale), roundTo(sq, rscale)) as Finite;
    if (num.neg || num.unscaled === 0n) return '0';
    const den = makeNumeric(sample ? a.n * (a.n - 1n) : a.n * a.n, 0);
    const v = numericOp('/', num, den) as Finite;
    return writeNumeric(stddev ? sqrtToScale(v, v.scale) : v);
  };
}

/**
 * x² at twice x's scale, never rounded: do_numeric_accum squares with mul_var at X.dscale * 2,
 * where numeric_mul (numericOp) rounds a product past NUMERIC_DSCALE_MAX (16383 digits).
 */
function exactSquare(x: NumericValue): NumericValue {
  return exactProduct(x as Finite, x as Finite);
}

function exactProduct(a: Finite, b: Finite): Finite {
  return makeNumeric((a.neg ? -a.unscaled : a.unscaled) * (b.neg ? -b.unscaled : b.unscaled), a.scale + b.scale);
}

function roundTo(v: Finite, scale: number): Finite {
  if (v.scale <= scale) return v;
  const d = 10n ** BigInt(v.scale - scale);
  const u = v.neg ? -v.unscaled : v.unscaled;
  const q = u / d;
  const r = u % d;
  const twice = (r < 0n ? -r : r) * 2n;
  return makeNumeric(twice >= d ? (u < 0n ? q - 1n : q + 1n) : q, scale);
}

/** float8_accum's transition state: N, Sx, Sxx. */
export interface FloatStats {
  n: number;
  sx: number;
  sxx: number;
}

/** float8_accum (Youngs-Cramer, float.c): its overflow checks are avg's and the variances' errors. */
export function floatStep(a: FloatStats, v: SqlValue): FloatStats {
  if (v === null) return a;
  const x = readFloat(v);
  const n = a.n + 1;
  const sx = a.sx + x;
  let sxx = a.sxx;
  if (a.n > 0) {
    const tmp = x * n - sx;
    sxx += (tmp * tmp) / (n * a.n);
    // float8_accum: an overflow from finite inputs is an error; after an infinite input Sxx is NaN
    const inf = (v: number): boolean => v === Infinity || v === -Infinity;
    if (inf(sx) || inf(sxx)) {
      if (!inf(a.sx) && !inf(x)) throw new PgError('numeric_value_out_of_range', 'value out of range: overflow');
      sxx = NaN;
    }
  } else if (!Number.isFinite(x)) sxx = NaN;
  return { n, sx, sxx };
}

function floatResult(kind: string): (a: FloatStats) => SqlValue {
  const sample = kind.endsWith('samp');
  const stddev = kind.startsWith('stddev');
  return (a) => {
    if (a.n === 0 || (sample && a.n === 1)) return null;
    const v = a.sxx / (sample ? a.n - 1 : a.n);
    return writeFloat(stddev ? Math.sqrt(v) : v);
  };
}

interface Ordered {
  frac: number | null;
  values: SqlValue[];
}

function checkFraction(f: number): void {
  if (!(f >= 0 && f <= 1)) throw new PgError('numeric_value_out_of_range', `percentile value ${f} is not between 0 and 1`);
}

function orderedStep(a: Ordered, frac: SqlValue, v: SqlValue): Ordered {
  const f = frac === null ? null : readFloat(frac);
  if (f !== null) checkFraction(f);
  if (v !== null) a.values.push(v);
  return { frac: f, values: a.values };
}

function percentileCont(a: Ordered): SqlValue {
  if (a.frac === null || a.values.length === 0) return null;
  const pos = a.frac * (a.values.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const x = readFloat(a.values[lo] as SqlValue);
  if (lo === hi) return writeFloat(x);
  const y = readFloat(a.values[hi] as SqlValue);
  return writeFloat(x + (pos - lo) * (y - x));
}

function percentileDisc(a: Ordered): SqlValue {
  if (a.frac === null || a.values.length === 0) return null;
  const row = Math.max(Math.ceil(a.frac * a.values.length), 1);
  return a.values[row - 1] ?? null;
}

function mode(values: SqlValue[]): SqlValue {
  let best: SqlValue = null;
  let bestCount = 0;
  for (let i = 0; i < values.length; ) {
    let j = i + 1;
    while (j < values.length && sameValue(values[j] as SqlValue, values[i] as SqlValue)) j++;
    if (j - i > bestCount) [best, bestCount] = [values[i] as SqlValue, j - i];
    i = j;
  }
  return best;
}

function sameValue(a: SqlValue, b: SqlValue): boolean {
  if (a instanceof Uint8Array && b instanceof Uint8Array) return a.length === b.length && a.every((x, i) => x === b[i]);
  return a === b || (typeof a !== 'object' && typeof b !== 'object' && String(a) === String(b));
}

/** float8_regr_accum's state (PostgreSQL 15, Youngs-Cramer): N, Sx, Sxx, Sy, Syy, Sxy. */
interface Regr {
  n: number;
  sx: number;
  sxx: number;
  sy: number;
  syy: number;
  sxy: number;
}

function regrStep(a: Regr, yv: SqlValue, xv: SqlValue): Regr {
  if (yv === null || xv === null) return a;
  const y = readFloat(yv);
  const x = readFloat(xv);
  const n = a.n + 1;
  const r = { n, sx: a.sx + x, sxx: a.sxx, sy: a.sy + y, syy: a.syy, sxy: a.sxy };
  if (a.n > 0) {
    const tx = x * n - r.sx;
    const ty = y * n - r.sy;
    const scale = 1 / (n * a.n);
    r.sxx += tx * tx * scale;
    r.syy += ty * ty * scale;
    r.sxy += tx * ty * scale;
    // float8_regr_accum: an overflow from finite inputs is an error; sums over an infinite input are NaN
    const inf = (v: number): boolean => v === Infinity || v === -Infinity;
    if (inf(r.sx) || inf(r.sxx) || inf(r.sy) || inf(r.syy) || inf(r.sxy)) {
      const finiteX = !inf(a.sx) && !inf(x);
      const finiteY = !inf(a.sy) && !inf(y);
      if (((inf(r.sx) || inf(r.sxx)) && finiteX) || ((inf(r.sy) || inf(r.syy)) && finiteY) || (inf(r.sxy) && finiteX && finiteY)) {
        throw new PgError('numeric_value_out_of_range', 'value out of range: overflow');
      }
      if (inf(r.sxx)) r.sxx = NaN;
      if (inf(r.syy)) r.syy = NaN;
      if (inf(r.sxy)) r.sxy = NaN;
    }
  } else {
    // a first input that is infinite or NaN makes the dependent sums NaN (not a variance of zero)
    if (!Number.isFinite(x)) r.sxx = r.sxy = NaN;
    if (!Number.isFinite(y)) r.syy = r.sxy = NaN;
  }
  return r;
}

/** The final functions of PostgreSQL's float8 regression aggregates (float.c). */
const REGR_FINAL: Record<string, (a: Regr) => number | null> = {
  corr: (a) => (a.n < 1 || a.sxx === 0 || a.syy === 0 ? null : a.sxy / Math.sqrt(a.sxx * a.syy)),
  covar_pop: (a) => (a.n < 1 ? null : a.sxy / a.n),
  covar_samp: (a) => (a.n < 2 ? null : a.sxy / (a.n - 1)),
  regr_avgx: (a) => (a.n < 1 ? null : a.sx / a.n),
  regr_avgy: (a) => (a.n < 1 ? null : a.sy / a.n),
  regr_intercept: (a) => (a.n < 1 || a.sxx === 0 ? null : (a.sy - (a.sx * a.sxy) / a.sxx) / a.n),
  regr_r2: (a) => (a.n < 1 || a.sxx === 0 ? null : a.syy === 0 ? 1 : (a.sxy * a.sxy) / (a.sxx * a.syy)),
  regr_slope: (a) => (a.n < 1 || a.sxx === 0 ? null : a.sxy / a.sxx),
  regr_sxx: (a) => (a.n < 1 ? null : a.sxx),
  regr_sxy: (a) => (a.n < 1 ? null : a.sxy),
  regr_syy: (a) => (a.n < 1 ? null : a.syy),
};

interface OrderedMulti {
  /** the fractions array as stored (its shape and lower bounds are the result's) */
  fracs: SqlValue;
  values: SqlValue[];
}

function orderedMultiStep(a: OrderedMulti, fracs: SqlValue, v: SqlValue): OrderedMulti {
  if (fracs !== null) for (const x of rawFlat(readArray(fracs).tree)) if (x !== 'null') checkFraction(readFloat(leafValue(x) as number | string));
  if (v !== null) a.values.push(v);
  return { fracs, values: a.values };
}

/** percentile_cont/disc(ARRAY[…]): the single-fraction result for each fraction, in an array of the fractions' dimensions and lower bounds. */
function multi(one: (a: Ordered) => SqlValue): (a: OrderedMulti) => SqlValue {
  return (a) => {
    if (a.fracs === null || a.values.length === 0) return null;
    const { lbs, tree } = readArray(a.fracs);
    const map = (t: RawTree): RawTree =>
      t.map((x) => {
        if (typeof x !== 'string') return map(x);
        if (x === 'null') return 'null';
        const r = one({ frac: readFloat(leafValue(x) as number | string), values: a.values });
        return typeof r === 'bigint' ? r.toString() : JSON.stringify(r);
      });
    return writeArray(map(tree), lbs);
  };
}

/** Registers the statistical and ordered-set aggregates. */
export function registerStatsAggregates(host: RuntimeHost): void {
  for (const kind of ['stddev_samp', 'stddev_pop', 'var_samp', 'var_pop']) {
    host.defineAggregate<NumStats>({
      name: `pg_numeric_${kind}`,
      arity: 1,
      deterministic: true,
      start: () => ({ n: 0n, sx: ZERO, sxx: ZERO, special: 0n }),
      step: (a, v) => {
        if (v === null) return a;
        const x = readNumeric(v);
        if (x.kind !== 'finite') return { ...a, n: a.n + 1n, special: a.special + 1n };
        return { n: a.n + 1n, sx: numericOp('+', a.sx, x), sxx: numericOp('+', a.sxx, exactSquare(x)), special: a.special };
      },
      // exact (numeric) sums, so a moving window frame can take rows back out
      inverse: (a, v) => {
        if (v === null) return a;
        const x = readNumeric(v);
        if (x.kind !== 'finite') return { ...a, n: a.n - 1n, special: a.special - 1n };
        return { n: a.n - 1n, sx: numericOp('-', a.sx, x), sxx: numericOp('-', a.sxx, exactSquare(x)), special: a.special };
      },
      result: numStats(kind),
    });
    host.defineAggregate<FloatStats>({
      name: `pg_float_${kind}`,
      arity: 1,
      deterministic: true,
      start: () => ({ n: 0, sx: 0, sxx: 0 }),
      step: floatStep,
      result: floatResult(kind),
    });
  }
  for (const [kind, final] of Object.entries(REGR_FINAL)) {
    host.defineAggregate<Regr>({
      name: `pg_${kind}`,
      arity: 2,
      deterministic: true,
      start: () => ({ n: 0, sx: 0, sxx: 0, sy: 0, syy: 0, sxy: 0 }),
      step: regrStep,
      result: (a) => {
        const v = final(a);
        return v === null ? null : writeFloat(v);
      },
    });
  }
  const ordered = { arity: 2, deterministic: true, start: (): Ordered => ({ frac: null, values: [] }), step: orderedStep };
  host.defineAggregate({ name: 'pg_percentile_cont', ...ordered, result: percentileCont });
  host.defineAggregate({ name: 'pg_percentile_disc', ...ordered, result: percentileDisc });
  const orderedMulti = { arity: 2, deterministic: true, start: (): OrderedMulti => ({ fracs: null, values: [] }), step: orderedMultiStep };
  host.defineAggregate({ name: 'pg_percentile_cont_multi', ...orderedMulti, result: multi(percentileCont) });
  host.defineAggregate({ name: 'pg_percentile_disc_multi', ...orderedMulti, result: multi(percentileDisc) });
  host.defineAggregate<SqlValue[]>({
    name: 'pg_mode',
    arity: 1,
    deterministic: true,
    start: () => [],
    step: (a, v) => (v === null ? a : (a.push(v), a)),
    result: mode,
  });
  for (const [op, fn] of [
    ['and', (x: bigint, y: bigint) => x & y],
    ['or', (x: bigint, y: bigint) => x | y],
    ['xor', (x: bigint, y: bigint) => x ^ y],
  ] as const) {
    host.defineAggregate<bigint | null>({
      name: `pg_bit_${op}`,
      arity: 1,
      deterministic: true,
      start: () => null,
      step: (a, v) => (v === null ? a : a === null ? BigInt(v as number | bigint) : fn(a, BigInt(v as number | bigint))),
      result: (a) => a,
    });
  }
}
