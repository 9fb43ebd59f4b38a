import { Oid } from '@pgsqlite/catalog';
import type { Fields } from '../parse/ast.js';
import { coerce } from '../analyze/coerce.js';
import type { Expr } from '../analyze/expr-types.js';
import { isInteger } from '../analyze/types.js';
import type { Scope } from '../analyze/scope.js';

/** The rows of a set-returning function in FROM (same shape as range-function.ts's). */
export interface SeriesRows {
  from: string;
  columns: { name: string; type: number; sql: (alias: string) => string }[];
  ordinality: (alias: string) => string;
}

const ZERO_STEP = `pg_raise('22023', 'step size cannot equal zero')`;

function series(start: string, stop: string, sign: string, next: (v: string) => string, cmp: (a: string, b: string) => string, type: number, check: string): SeriesRows {
  // the arguments PostgreSQL rejects (NaN, infinities) fail before the first row (runtime/series-check.ts)
  const first = `${check} AND CASE WHEN ${sign} > 0 THEN ${cmp(start, stop)} <= 0 WHEN ${sign} < 0 THEN ${cmp(start, stop)} >= 0 ELSE ${ZERO_STEP} END`;
  const cont = `CASE WHEN ${sign} > 0 THEN ${cmp(next('v'), stop)} <= 0 ELSE ${cmp(next('v'), stop)} >= 0 END`;
  const from = `(WITH RECURSIVE gs(v, "__ord") AS (SELECT ${start}, 1 WHERE ${first} UNION ALL SELECT ${next('v')}, "__ord" + 1 FROM gs WHERE ${cont}) SELECT v, "__ord" FROM gs)`;
  return { from, columns: [{ name: 'generate_series', type, sql: (a) => `${a}.v` }], ordinality: (a) => `${a}."__ord"` };
}

/**
 * generate_series over timestamps (start, stop, interval step; dates go to timestamptz as in
 * PostgreSQL) and numerics. Returns undefined for the integer forms (handled by the caller) and
 * null when no signature matches (42883).
 */
export function nonIntegerSeries(args: Expr[], scope: Scope, _call: Fields): SeriesRows | undefined | null {
  const ctx = scope.ctx;
  const known = args.filter((a) => a.type !== Oid.unknown).map((a) => a.type);
  if (known.every(isInteger)) return undefined;
  const stamps = [Oid.timestamp, Oid.timestamptz, Oid.date];
  if (args.length === 3 && known.some((t) => stamps.includes(t as never))) {
    const points = known.filter((t) => t !== Oid.interval);
    const t = points.every((x) => x === Oid.timestamp) ? Oid.timestamp : Oid.timestamptz;
    if (!points.every((x) => stamps.includes(x as never))) return null;
    const [a, b, c] = args as [Expr, Expr, Expr];
    if (c.type !== Oid.interval && c.type !== Oid.unknown) return null;
    const start = coerce(ctx, a, t, -1, 'implicit').sql;
    const stop = coerce(ctx, b, t, -1, 'implicit').sql;
    const step = coerce(ctx, c, Oid.interval, -1, 'implicit').sql;
    const tz = t === Oid.timestamptz ? 1 : 0;
    const check = `pg_series_check('timestamp', ${start}, ${stop}, ${step})`;
    return series(start, stop, `pg_interval_sign(${step})`, (v) => `pg_ts_pl_interval(${v}, ${step}, 1, ${tz})`, (x, y) => `((${x}) - (${y}))`, t, check);
  }
  if (args.length < 2 || args.length > 3 || !known.every((t) => isInteger(t) || t === Oid.numeric)) return null;
  const [start, stop, step] = args.map((a) => coerce(ctx, a, Oid.numeric, -1, 'implicit').sql) as [string, string, string | undefined];
  const st = step ?? "'1'";
  return series(
    start,
    stop,
    `pg_numeric_cmp(${st}, '0')`,
    (v) => `pg_numeric_series_next(${v}, ${st}, ${stop})`,
    (x, y) => `pg_numeric_cmp(${x}, ${y})`,
    Oid.numeric,
    `pg_series_check('numeric', ${start}, ${stop}, ${st})`,
  );
}
