import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost, SqlValue } from './host.js';
import { readFloat, writeFloat } from './floats.js';
import { type FloatStats, floatStep } from './fn-aggregates-stats.js';

/** float4pl / float8pl: the sum in the type's precision; an infinite sum of finite terms is 22003. */
export function floatAdd(a: number, b: number, single: boolean): number {
  const r = single ? Math.fround(a + b) : a + b;
  if (!Number.isFinite(r) && !Number.isNaN(r) && Number.isFinite(a) && Number.isFinite(b)) throw new PgError('numeric_value_out_of_range', 'value out of range: overflow');
  return r;
}

/**
 * sum/avg of floats over a window frame. PostgreSQL has no inverse transition for them: when a
 * frame's start moves it sums the frame again from its first row, because taking a value back
 * out of a rounded float sum is not the sum of the rest ([1e20, 1, 1] framed two rows at a time
 * gives 2 at the last row, not 1). SQLite needs an inverse to run a moving frame, so the state
 * keeps the frame's values: until a row leaves, the running sum is the sequential sum; after,
 * the next result sums the remaining rows again in order.
 */
interface FrameState {
  vals: (number | null)[];
  head: number;
  sum: number;
  n: number;
  stale: boolean;
}

function start(): FrameState {
  return { vals: [], head: 0, sum: 0, n: 0, stale: false };
}

/** `seeded`: the first value is the state (sum: float4pl/float8pl, sum(-0.0) = -0); else the sum starts at 0 (avg). */
function step(single: boolean, seeded: boolean): (s: FrameState, v: SqlValue) => FrameState {
  return (s, v) => {
    const x = v === null ? null : readFloat(v);
    s.vals.push(x);
    if (x !== null) {
      s.n++;
      if (!s.stale) s.sum = seeded && s.n === 1 ? x : floatAdd(s.sum, x, single);
    }
    return s;
  };
}

function inverse(s: FrameState): FrameState {
  const x = s.vals[s.head++];
  if (x !== null && x !== undefined) {
    s.n--;
    s.stale = true;
  }
  if (s.head > 1024 && s.head * 2 > s.vals.length) {
    s.vals = s.vals.slice(s.head);
    s.head = 0;
  }
  return s;
}

function settle(s: FrameState, single: boolean, seeded: boolean): number {
  if (s.stale) {
    let sum = 0;
    let first = seeded;
    for (let i = s.head; i < s.vals.length; i++) {
      const x = s.vals[i];
      if (x === null || x === undefined) continue;
      sum = first ? x : floatAdd(sum, x, single);
      first = false;
    }
    s.sum = sum;
    s.stale = false;
  }
  return s.sum;
}

/** Registers pg_float_sum_window, pg_float4_sum_window and pg_float_avg_window. */
export function registerFloatWindowSums(host: RuntimeHost): void {
  for (const [name, single] of [['pg_float_sum_window', false], ['pg_float4_sum_window', true]] as const) {
    host.defineAggregate<FrameState>({
      name,
      arity: 1,
      deterministic: true,
      start,
      step: step(single, true),
      inverse,
      result: (s) => (s.n > 0 ? writeFloat(settle(s, single, true)) : null),
    });
  }
  // avg is float8_accum over the frame (its Sxx overflow is an error too), restarted as the sums are
  host.defineAggregate<AvgFrame>({
    name: 'pg_float_avg_window',
    arity: 1,
    deterministic: true,
    start: () => ({ vals: [], head: 0, stats: { n: 0, sx: 0, sxx: 0 }, stale: false }),
    step: (s, v) => {
      const x = v === null ? null : readFloat(v);
      s.vals.push(x);
      if (x !== null && !s.stale) s.stats = floatStep(s.stats, x);
      return s;
    },
    inverse: (s) => {
      const x = s.vals[s.head++];
      if (x !== null && x !== undefined) s.stale = true;
      if (s.head > 1024 && s.head * 2 > s.vals.length) {
        s.vals = s.vals.slice(s.head);
        s.head = 0;
      }
      return s;
    },
    result: (s) => {
      if (s.stale) {
        let stats: FloatStats = { n: 0, sx: 0, sxx: 0 };
        for (let i = s.head; i < s.vals.length; i++) if (s.vals[i] !== null && s.vals[i] !== undefined) stats = floatStep(stats, s.vals[i] as number);
        s.stats = stats;
        s.stale = false;
      }
      return s.stats.n > 0 ? writeFloat(s.stats.sx / s.stats.n) : null;
    },
  });
}

/** avg's frame: its values and float8_accum's state over them (recomputed after a row left). */
interface AvgFrame {
  vals: (number | null)[];
  head: number;
  stats: FloatStats;
  stale: boolean;
}
