import type { NumericValue } from '@pgsqlite/catalog';
import { compareInterval, compareTimetz } from './order-keys.js';
import type { RuntimeHost, SqlValue } from './host.js';
import { compareNumeric, numericOp, readNumeric, writeNumeric } from './numeric-math.js';
import { compareFloat, readFloat, writeFloat } from './floats.js';
import { floatAdd, registerFloatWindowSums } from './float-window-sums.js';
import { type FloatStats, floatStep } from './fn-aggregates-stats.js';

interface NumAcc {
  /** The sum of the finite values. */
  sum: NumericValue | null;
  count: bigint;
  /** NaN, +Infinity and -Infinity inputs, counted apart (numeric.c's NumericAggState), so a window frame can take them back out. */
  nan: bigint;
  pinf: bigint;
  ninf: bigint;
  /**
   * Finite values per display scale. A window frame taking values back out leaves the sum at the
   * largest scale among the values still in it, as numeric.c restarts the aggregate when the last
   * value of its maxScale leaves (1.01 + 2 + 3 less 1.01 is 5, not 5.00).
   */
  scales?: Map<number, bigint>;
}

const ZERO: NumericValue = { kind: 'finite', neg: false, unscaled: 0n, scale: 0 };

function addNum(acc: NumAcc, v: SqlValue): NumAcc {
  if (v === null) return acc;
  const x = readNumeric(v);
  const count = acc.count + 1n;
  if (x.kind === 'nan') return { ...acc, count, nan: acc.nan + 1n };
  if (x.kind === 'inf') return x.neg ? { ...acc, count, ninf: acc.ninf + 1n } : { ...acc, count, pinf: acc.pinf + 1n };
  const scales = acc.scales ?? new Map<number, bigint>();
  scales.set(x.scale, (scales.get(x.scale) ?? 0n) + 1n);
  return { ...acc, sum: acc.sum ? numericOp('+', acc.sum, x) : x, count, scales };
}

function subNum(acc: NumAcc, v: SqlValue): NumAcc {
  if (v === null) return acc;
  const x = readNumeric(v);
  const count = acc.count - 1n;
  if (x.kind === 'nan') return { ...acc, count, nan: acc.nan - 1n };
  if (x.kind === 'inf') return x.neg ? { ...acc, count, ninf: acc.ninf - 1n } : { ...acc, count, pinf: acc.pinf - 1n };
  const left = (acc.scales?.get(x.scale) ?? 1n) - 1n;
  if (left > 0n) acc.scales?.set(x.scale, left);
  else acc.scales?.delete(x.scale);
  return { ...acc, sum: numericOp('-', acc.sum ?? ZERO, x), count };
}

/** The sum at the largest scale of the values it holds (exact: no value has more digits). */
function atHeldScale(sum: NumericValue, scales: Map<number, bigint> | undefined): NumericValue {
  if (sum.kind !== 'finite' || scales === undefined || scales.size === 0) return sum;
  const held = Math.max(...scales.keys());
  if (held >= sum.scale) return sum;
  return { ...sum, unscaled: sum.unscaled / 10n ** BigInt(sum.scale - held), scale: held };
}

/** sum/avg of a state holding NaN or an infinity: NaN, or the infinity (both signs: NaN); undefined when all were finite. */
export function specialResult(a: { nan: bigint; pinf: bigint; ninf: bigint }): NumericValue | undefined {
  if (a.nan > 0n || (a.pinf > 0n && a.ninf > 0n)) return { kind: 'nan' };
  if (a.pinf > 0n) return { kind: 'inf', neg: false };
  if (a.ninf > 0n) return { kind: 'inf', neg: true };
  return undefined;
}

const numResult = (avg: boolean) => (a: NumAcc): SqlValue => {
  if (a.count === 0n) return null;
  const special = specialResult(a);
  if (special) return writeNumeric(special);
  const sum = atHeldScale(a.sum ?? ZERO, a.scales);
  return writeNumeric(avg ? numericOp('/', sum, readNumeric(a.count)) : sum);
};

/**
 * min/max state: the non-null values in arrival order. A window frame removes rows in the order
 * it added them, so `inverse` drops the oldest value; the extreme is found at result time.
 */
function extreme(pick: (cmp: number) => boolean, cmp: (a: SqlValue, b: SqlValue) => number) {
  return {
    start: (): SqlValue[] => [],
    step: (acc: SqlValue[], v: SqlValue): SqlValue[] => (v === null ? acc : (acc.push(v), acc)),
    inverse: (acc: SqlValue[], v: SqlValue): SqlValue[] => (v === null ? acc : (acc.shift(), acc)),
    result: (acc: SqlValue[]): SqlValue => {
      let best: SqlValue = null;
      for (const v of acc) if (best === null || pick(cmp(v, best))) best = v;
      return best;
    },
  };
}

const numCmp = (a: SqlValue, b: SqlValue): number => compareNumeric(readNumeric(a), readNumeric(b));
const fltCmp = (a: SqlValue, b: SqlValue): number => compareFloat(readFloat(a), readFloat(b));

/** Aggregates whose PostgreSQL result type or exactness SQLite's own do not give. */
export function registerAggregates(host: RuntimeHost): void {
  const numSum = { start: (): NumAcc => ({ sum: null, count: 0n, nan: 0n, pinf: 0n, ninf: 0n }), step: addNum, inverse: subNum };
  host.defineAggregate({ name: 'pg_numeric_sum', arity: 1, deterministic: true, ...numSum, result: numResult(false) });
  host.defineAggregate({ name: 'pg_sum_int8', arity: 1, deterministic: true, ...numSum, result: numResult(false) });
  host.defineAggregate({ name: 'pg_numeric_avg', arity: 1, deterministic: true, ...numSum, result: numResult(true) });
  // float sums add in the input's own precision (float4pl / float8pl) and overflow as PostgreSQL
  // does; over a window they are the *_window variants (float-window-sums.ts)
  registerFloatWindowSums(host);
  for (const [name, single] of [['pg_float_sum', false], ['pg_float4_sum', true]] as const) {
    host.defineAggregate({
      name,
      arity: 1,
      deterministic: true,
      start: () => ({ sum: 0, n: 0 }),
      // the first value is the state (float8pl has no initial value): sum(-0.0) is -0
      step: (a: { sum: number; n: number }, v: SqlValue) => (v === null ? a : { sum: a.n === 0 ? readFloat(v) : floatAdd(a.sum, readFloat(v), single), n: a.n + 1 }),
      result: (a: { sum: number; n: number }) => (a.n > 0 ? writeFloat(a.sum) : null),
    });
  }
  // avg(float4/float8) is float8_accum then float8_avg: Sx / N, with float8_accum's overflow errors
  // (its Sxx of 1e308 and 0 overflows: PostgreSQL refuses that avg)
  host.defineAggregate({
    name: 'pg_float_avg',
    arity: 1,
    deterministic: true,
    start: (): FloatStats => ({ n: 0, sx: 0, sxx: 0 }),
    step: floatStep,
    result: (a: FloatStats) => (a.n > 0 ? writeFloat(a.sx / a.n) : null),
  });
  for (const [name, pick, cmp] of [
    ['pg_numeric_min', (c: number) => c < 0, numCmp],
    ['pg_numeric_max', (c: number) => c > 0, numCmp],
    ['pg_float_min', (c: number) => c < 0, fltCmp],
    ['pg_float_max', (c: number) => c > 0, fltCmp],
    ['pg_interval_min', (c: number) => c < 0, compareInterval],
    ['pg_interval_max', (c: number) => c > 0, compareInterval],
    ['pg_timetz_min', (c: number) => c < 0, compareTimetz],
    ['pg_timetz_max', (c: number) => c > 0, compareTimetz],
  ] as const) {
    host.defineAggregate<SqlValue[]>({ name, arity: 1, deterministic: true, ...extreme(pick, cmp) });
  }
  // counts of non-null and true inputs, so a moving window frame can take rows back out
  const boolAgg = (and: boolean) => ({
    arity: 1,
    deterministic: true,
    start: () => ({ n: 0, t: 0 }),
    step: (a: { n: number; t: number }, v: SqlValue) => (v === null ? a : { n: a.n + 1, t: a.t + (Number(v) ? 1 : 0) }),
    inverse: (a: { n: number; t: number }, v: SqlValue) => (v === null ? a : { n: a.n - 1, t: a.t - (Number(v) ? 1 : 0) }),
    result: (a: { n: number; t: number }) => (a.n === 0 ? null : and ? (a.t === a.n ? 1 : 0) : a.t > 0 ? 1 : 0),
  });
  // string_agg(DISTINCT v, sep): values in arrival order (the call's ORDER BY), repeats skipped
  host.defineAggregate<{ seen: Set<string>; out: string | null }>({
    name: 'pg_string_agg_distinct',
    arity: 2,
    deterministic: true,
    start: () => ({ seen: new Set(), out: null }),
    step: (a, v, sep) => {
      if (v === null || a.seen.has(String(v))) return a;
      a.seen.add(String(v));
      a.out = a.out === null ? String(v) : `${a.out}${sep === null ? '' : String(sep)}${String(v)}`;
      return a;
    },
    result: (a) => a.out,
  });
  // string_agg(bytea, bytea) [DISTINCT]: the values' bytes joined by the delimiter's (NULLs skipped)
  const byteaAgg = (distinct: boolean) => ({
    arity: 2,
    deterministic: true,
    start: () => ({ seen: new Set<string>(), parts: [] as Uint8Array[] }),
    step: (a: { seen: Set<string>; parts: Uint8Array[] }, v: SqlValue, sep: SqlValue) => {
      if (!(v instanceof Uint8Array)) return a;
      if (distinct) {
        const key = Array.from(v, (b) => b.toString(16).padStart(2, '0')).join('');
        if (a.seen.has(key)) return a;
        a.seen.add(key);
      }
      if (a.parts.length > 0 && sep instanceof Uint8Array) a.parts.push(sep);
      a.parts.push(v);
      return a;
    },
    result: (a: { parts: Uint8Array[] }) => {
      if (a.parts.length === 0) return null;
      const out = new Uint8Array(a.parts.reduce((n, p) => n + p.length, 0));
      let at = 0;
      for (const p of a.parts) {
        out.set(p, at);
        at += p.length;
      }
      return out;
    },
  });
  host.defineAggregate({ name: 'pg_bytea_string_agg', ...byteaAgg(false) });
  host.defineAggregate({ name: 'pg_bytea_string_agg_distinct', ...byteaAgg(true) });
  host.defineAggregate({ name: 'pg_bool_and', ...boolAgg(true) });
  host.defineAggregate({ name: 'pg_bool_or', ...boolAgg(false) });
}
