import { Oid } from '@pgsqlite/catalog';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { isNumeric, isString } from './types.js';

const TEMPORAL = new Set<number>([Oid.date, Oid.timestamp, Oid.timestamptz, Oid.time, Oid.timetz, Oid.interval]);
const STAMP = new Set<number>([Oid.date, Oid.timestamp, Oid.timestamptz]);

function result(sql: string, type: number, ...parts: Expr[]): Expr {
  return { sql, type, typmod: -1, name: '?column?', hasAgg: parts.some((p) => p.hasAgg) };
}

/** The type an untyped operand takes beside `other` for `op`, as PostgreSQL's operator resolution picks it. */
function unknownAs(op: string, other: number): number {
  if (op === '*' || op === '/') return other === Oid.interval ? Oid.float8 : Oid.interval;
  if (op === '+') return Oid.interval;
  return other;
}

/** timestamp ± interval with the operand brought to timestamp (date) first. */
function plusInterval(env: ExprEnv, ts: Expr, iv: Expr, sign: 1 | -1): Expr {
  const ctx = env.scope.ctx;
  const type = ts.type === Oid.timestamptz ? Oid.timestamptz : Oid.timestamp;
  const t = coerce(ctx, ts, type, -1, 'implicit');
  return result(`pg_ts_pl_interval(${t.sql}, ${iv.sql}, ${sign}, ${type === Oid.timestamptz ? 1 : 0})`, type, ts, iv);
}

/**
 * The time-of-day operators: time ± interval, interval + time, time − time, timetz ± interval,
 * interval + timetz, date + time / timetz (and the mirrors).
 */
function timeOfDayOperator(op: '+' | '-', l: Expr, r: Expr): Expr | undefined {
  const [lt, rt] = [l.type, r.type];
  const sign = op === '+' ? 1 : -1;
  for (const [t, fn] of [[Oid.time, 'pg_time_pl_interval'], [Oid.timetz, 'pg_timetz_pl_interval']] as const) {
    if (lt === t && rt === Oid.interval) return result(`${fn}(${l.sql}, ${r.sql}, ${sign})`, t, l, r);
    if (lt === Oid.interval && rt === t && op === '+') return result(`${fn}(${r.sql}, ${l.sql}, 1)`, t, l, r);
  }
  if (op === '-' && lt === Oid.time && rt === Oid.time) return result(`pg_time_mi(${l.sql}, ${r.sql})`, Oid.interval, l, r);
  if (op !== '+') return undefined;
  const [d, t] = lt === Oid.date ? [l, r] : rt === Oid.date ? [r, l] : [undefined, undefined];
  if (d === undefined || t === undefined) return undefined;
  if (t.type === Oid.time) return result(`pg_date_pl_time(${d.sql}, ${t.sql})`, Oid.timestamp, l, r);
  if (t.type === Oid.timetz) return result(`pg_date_pl_timetz(${d.sql}, ${t.sql})`, Oid.timestamptz, l, r);
  return undefined;
}

/**
 * Date/time arithmetic PostgreSQL has and the generic operator code does not: date/timestamp/
 * timestamptz ± interval, timestamp − timestamp, interval ± interval, interval × / number.
 * Returns undefined when the operands are not temporal (or the pair is handled elsewhere,
 * like date ± integer and date − date).
 */
export function datetimeOperator(op: string, l0: Expr, r0: Expr, env: ExprEnv): Expr | undefined {
  if (op !== '+' && op !== '-' && op !== '*' && op !== '/') return undefined;
  const lt = l0.type === Oid.unknown ? (TEMPORAL.has(r0.type) ? unknownAs(op, r0.type) : 0) : l0.type;
  const rt = r0.type === Oid.unknown ? (TEMPORAL.has(l0.type) ? unknownAs(op, l0.type) : 0) : r0.type;
  if (!TEMPORAL.has(lt) && !TEMPORAL.has(rt)) return undefined;
  if (lt === Oid.date && rt === Oid.date) return undefined;
  const ctx = env.scope.ctx;
  const l = coerce(ctx, l0, lt, -1, 'implicit');
  const r = coerce(ctx, r0, rt, -1, 'implicit');
  if (op === '+' || op === '-') {
    const sign = op === '+' ? 1 : -1;
    const timeOfDay = timeOfDayOperator(op, l, r);
    if (timeOfDay) return timeOfDay;
    if (STAMP.has(lt) && rt === Oid.interval) return plusInterval(env, l, r, sign);
    if (lt === Oid.interval && STAMP.has(rt) && op === '+') return plusInterval(env, r, l, 1);
    if (lt === Oid.interval && rt === Oid.interval) return result(`pg_interval_op(${l.sql}, ${r.sql}, ${sign})`, Oid.interval, l, r);
    if (op === '-' && STAMP.has(lt) && STAMP.has(rt)) {
      const type = lt === Oid.timestamptz || rt === Oid.timestamptz ? Oid.timestamptz : Oid.timestamp;
      const a = coerce(ctx, l, type, -1, 'implicit');
      const b = coerce(ctx, r, type, -1, 'implicit');
      return result(`pg_ts_mi(${a.sql}, ${b.sql})`, Oid.interval, a, b);
    }
    return undefined;
  }
  if (lt === Oid.interval && isNumeric(rt)) {
    const f = coerce(ctx, r, Oid.float8, -1, 'implicit');
    return result(`pg_interval_scale(${l.sql}, ${f.sql}, ${op === '/' ? 1 : 0})`, Oid.interval, l, f);
  }
  if (op === '*' && isNumeric(lt) && rt === Oid.interval) {
    const f = coerce(ctx, l, Oid.float8, -1, 'implicit');
    return result(`pg_factor_interval(${f.sql}, ${r.sql})`, Oid.interval, f, r);
  }
  return undefined;
}

/** Unary minus of an interval; undefined for other types. */
export function datetimeUnary(op: string, e: Expr): Expr | undefined {
  if (op !== '-' || e.type !== Oid.interval) return undefined;
  return result(`pg_interval_neg(${e.sql})`, Oid.interval, e);
}

/**
 * `timezone(zone, ts)` — what `ts AT TIME ZONE zone` parses to: timestamptz → local timestamp
 * in `zone`, timestamp → the timestamptz of that wall-clock time in `zone`.
 */
export function timezoneFunction(args: Expr[], env: ExprEnv): Omit<Expr, 'name'> | undefined {
  if (args.length !== 2) return undefined;
  const ctx = env.scope.ctx;
  const [z0, v0] = args as [Expr, Expr];
  if (z0.type === Oid.interval) return intervalZone(z0, v0, env);
  if (!(z0.type === Oid.unknown || isString(z0.type))) return undefined;
  const zone = coerce(ctx, z0, Oid.text, -1, 'implicit');
  if (v0.type === Oid.timetz || v0.type === Oid.time) return { sql: `pg_timetz_zone(${zone.sql}, ${coerce(ctx, v0, Oid.timetz, -1, 'explicit').sql})`, type: Oid.timetz, typmod: -1 };
  if (v0.type === Oid.timestamp) return { sql: `pg_local_to_tz(${zone.sql}, ${v0.sql})`, type: Oid.timestamptz, typmod: -1 };
  if (v0.type !== Oid.unknown && !STAMP.has(v0.type)) return undefined;
  const v = coerce(ctx, v0, Oid.timestamptz, -1, 'implicit');
  return { sql: `pg_tz_to_local(${zone.sql}, ${v.sql})`, type: Oid.timestamp, typmod: -1 };
}

/** timezone(interval, timestamptz | timestamp | timetz): timestamptz_izone, timestamp_izone, timetz_izone. */
function intervalZone(zone: Expr, v0: Expr, env: ExprEnv): Omit<Expr, 'name'> | undefined {
  if (v0.type === Oid.timestamp) return { sql: `pg_izone_local_to_tstz(${zone.sql}, ${v0.sql})`, type: Oid.timestamptz, typmod: -1 };
  if (v0.type === Oid.timetz || v0.type === Oid.time) return { sql: `pg_izone_timetz(${zone.sql}, ${coerce(env.scope.ctx, v0, Oid.timetz, -1, 'explicit').sql})`, type: Oid.timetz, typmod: -1 };
  if (v0.type !== Oid.unknown && !STAMP.has(v0.type)) return undefined;
  const v = coerce(env.scope.ctx, v0, Oid.timestamptz, -1, 'implicit');
  return { sql: `pg_izone_tstz_to_local(${zone.sql}, ${v.sql})`, type: Oid.timestamp, typmod: -1 };
}
