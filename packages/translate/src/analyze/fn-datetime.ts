import { Oid } from '@pgsqlite/catalog';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { as, asAll, res, type FnResult } from './fn-args.js';
import { typeName } from './types.js';
import { datetimeOperator } from './type-datetime.js';
import { guardNullFolding } from './plan-time-null.js';
import type { ScalarImpl } from './scalar-functions.js';

const STAMPS = new Set<number>([Oid.timestamp, Oid.timestamptz]);

function ambiguous(env: ExprEnv, name: string, args: Expr[], location?: number): never {
  throw env.scope.ctx.error('ambiguous_function', `function ${name}(${args.map((a) => typeName(a.type)).join(', ')}) is not unique`, location, {
    hint: 'Could not choose a best candidate function. You might need to add explicit type casts.',
  });
}

/**
 * The timestamp type an argument resolves to when the candidates are timestamp and timestamptz
 * (date and unknown go to timestamptz, the preferred type); undefined when it is not a stamp.
 */
function stampOf(e: Expr): number | undefined {
  if (STAMPS.has(e.type)) return e.type;
  if (e.type === Oid.date || e.type === Oid.unknown) return Oid.timestamptz;
  return undefined;
}

/** extract(unit from x) → numeric; date_part(unit, x) → float8 (a date goes through timestamp). */
function extractFn(numeric: boolean, fname: string): ScalarImpl {
  return (args, env, location) => {
    if (args.length !== 2) return undefined;
    const unit = as(env, args[0] as Expr, Oid.text);
    const v = args[1] as Expr;
    if (!unit) return undefined;
    if (v.type === Oid.unknown) ambiguous(env, fname, args, location);
    const type = v.type;
    if (![Oid.date, Oid.time, Oid.timetz, Oid.timestamp, Oid.timestamptz, Oid.interval].includes(type as never)) return undefined;
    const x = as(env, v, type);
    if (!x) return undefined;
    return res(`pg_dt_extract(${unit.sql}, ${x.sql}, ${type}, ${numeric ? 1 : 0})`, numeric ? Oid.numeric : Oid.float8);
  };
}

function dateTrunc(args: Expr[], env: ExprEnv, location?: number): FnResult | undefined {
  if (args.length < 2 || args.length > 3) return undefined;
  const unit = as(env, args[0] as Expr, Oid.text);
  const v = args[1] as Expr;
  if (!unit) return undefined;
  if (args.length === 3) {
    const a = asAll(env, args, [Oid.text, Oid.timestamptz, Oid.text]);
    return a ? res(`pg_dt_trunc_zone(${a[0]?.sql}, ${a[1]?.sql}, ${a[2]?.sql})`, Oid.timestamptz) : undefined;
  }
  if (v.type === Oid.unknown) ambiguous(env, 'date_trunc', args, location);
  if (v.type === Oid.interval) return res(`pg_dt_trunc_interval(${unit.sql}, ${v.sql})`, Oid.interval);
  const t = stampOf(v);
  const x = t === undefined ? undefined : as(env, v, t);
  return x && t ? res(`pg_dt_trunc(${unit.sql}, ${x.sql}, ${t})`, t) : undefined;
}

function dateBin(args: Expr[], env: ExprEnv): FnResult | undefined {
  if (args.length !== 3) return undefined;
  const t = STAMPS.has((args[1] as Expr).type) ? (args[1] as Expr).type : STAMPS.has((args[2] as Expr).type) ? (args[2] as Expr).type : Oid.timestamptz;
  const a = asAll(env, args, [Oid.interval, t, t]);
  return a ? res(`pg_date_bin(${a[0]?.sql}, ${a[1]?.sql}, ${a[2]?.sql})`, t) : undefined;
}

function ageFn(args: Expr[], env: ExprEnv): FnResult | undefined {
  if (args.length < 1 || args.length > 2) return undefined;
  const types = args.map(stampOf);
  if (types.some((t) => t === undefined)) return undefined;
  const t = types.includes(Oid.timestamptz) || args.every((a) => a.type === Oid.unknown || a.type === Oid.date) ? Oid.timestamptz : Oid.timestamp;
  const a = asAll(env, args, args.map(() => t));
  if (!a) return undefined;
  const tz = t === Oid.timestamptz ? 1 : 0;
  return res(a.length === 2 ? `pg_age(${a[0]?.sql}, ${a[1]?.sql}, ${tz})` : `pg_age_today(${a[0]?.sql}, ${tz})`, Oid.interval);
}

function isfinite(args: Expr[], env: ExprEnv, location?: number): FnResult | undefined {
  const v = args[0];
  if (args.length !== 1 || !v) return undefined;
  if (v.type === Oid.unknown) ambiguous(env, 'isfinite', args, location);
  if (![Oid.date, Oid.timestamp, Oid.timestamptz, Oid.interval].includes(v.type as never)) return undefined;
  return res(`pg_dt_isfinite(${v.sql}, ${v.type})`, Oid.bool);
}

function justifyFn(mode: string): ScalarImpl {
  return (args, env) => {
    const a = asAll(env, args, [Oid.interval]);
    return a ? res(`pg_justify(${a[0]?.sql}, '${mode}')`, Oid.interval) : undefined;
  };
}

function make(fn: string, sig: readonly number[], type: number, extra = ''): ScalarImpl {
  return (args, env) => {
    const a = asAll(env, args, sig);
    return a ? res(`${fn}(${a.map((x) => x.sql).join(', ')}${extra})`, type) : undefined;
  };
}

const I = Oid.int4;
const F = Oid.float8;

/** overlaps(timetz, timetz, timetz, timetz): ordered as timetz_cmp (runtime fn-timetz-overlaps). */
function timetzOverlaps(args: Expr[], env: ExprEnv): FnResult | undefined {
  const points = args.map((a) => as(env, a, Oid.timetz));
  if (points.some((p) => p === undefined)) return undefined;
  return res(`pg_timetz_overlaps(${points.map((p) => (p as Expr).sql).join(', ')})`, Oid.bool);
}

/** (s1, e1) OVERLAPS (s2, e2): the ends may be intervals (length from the start). */
function overlapsFn(args: Expr[], env: ExprEnv, location?: number): FnResult | undefined {
  if (args.length !== 4) return undefined;
  const points = args.filter((a, i) => i % 2 === 0 || a.type !== Oid.interval);
  if (points.every((a) => a.type === Oid.unknown)) ambiguous(env, 'pg_catalog.overlaps', args, location);
  const known = points.filter((a) => a.type !== Oid.unknown).map((a) => a.type);
  let t: number;
  if (known.includes(Oid.timestamptz) || (known.includes(Oid.date) && !known.includes(Oid.timestamp))) t = Oid.timestamptz;
  else if (known.includes(Oid.timestamp)) t = Oid.timestamp;
  else if (known.every((k) => k === Oid.time)) t = Oid.time;
  else if (known.every((k) => k === Oid.timetz) && args.every((a) => a.type !== Oid.interval)) return timetzOverlaps(args, env);
  else return undefined;
  const start1 = as(env, args[0] as Expr, t);
  const start2 = as(env, args[2] as Expr, t);
  if (!start1 || !start2) return undefined;
  const end = (s: Expr, e: Expr): Expr | undefined => {
    if (e.type !== Oid.interval) return as(env, e, t);
    // overlaps(time, interval, …) is the SQL function ($1, $1 + $2) OVERLAPS …: time + interval wraps at midnight;
    // inlined, `$1 + $2` over a NULL constant folds to NULL and its other operand is never computed
    if (s.isNull || e.isNull) return { sql: 'NULL', type: t, typmod: -1, name: 'overlaps', isNull: true };
    const sum = datetimeOperator('+', s, e, env);
    return sum === undefined ? undefined : guardNullFolding(sum, [s, e], []);
  };
  const end1 = end(start1, args[1] as Expr);
  const end2 = end(start2, args[3] as Expr);
  if (!end1 || !end2) return undefined;
  return res(`pg_overlaps(${start1.sql}, ${end1.sql}, ${start2.sql}, ${end2.sql})`, Oid.bool);
}

/** The to_char signature a number type resolves to (int2 goes to int4). */
const NUMBER_TYPES = new Map<number, number>([
  [Oid.int2, Oid.int4],
  [Oid.int4, Oid.int4],
  [Oid.int8, Oid.int8],
  [Oid.float4, Oid.float4],
  [Oid.float8, Oid.float8],
  [Oid.numeric, Oid.numeric],
]);

/** to_char(timestamp | timestamptz | interval | number, text); dates format as timestamptz. */
function toCharFn(args: Expr[], env: ExprEnv, location?: number): FnResult | undefined {
  const v = args[0];
  if (args.length !== 2 || !v) return undefined;
  const fmt = as(env, args[1] as Expr, Oid.text);
  if (!fmt) return undefined;
  if (v.type === Oid.unknown) ambiguous(env, 'to_char', args, location);
  const num = NUMBER_TYPES.get(v.type);
  if (num !== undefined) {
    const x = as(env, v, num);
    return x ? res(`pg_to_char_num(${x.sql}, ${num}, ${fmt.sql})`, Oid.text) : undefined;
  }
  const t = v.type === Oid.interval ? Oid.interval : stampOf(v);
  const x = t === undefined ? undefined : as(env, v, t);
  return x && t ? res(`pg_to_char(${x.sql}, ${t}, ${fmt.sql})`, Oid.text) : undefined;
}

/** Date/time functions: extract/date_part, date_trunc, date_bin, age, make_*, justify_*, isfinite, overlaps. */
export const DATETIME_FUNCTIONS: Record<string, ScalarImpl> = {
  extract: extractFn(true, 'pg_catalog.extract'),
  date_part: extractFn(false, 'date_part'),
  date_trunc: dateTrunc,
  date_bin: (args, env) => dateBin(args, env),
  age: (args, env) => ageFn(args, env),
  isfinite,
  justify_days: justifyFn('days'),
  justify_hours: justifyFn('hours'),
  justify_interval: justifyFn('interval'),
  make_date: make('pg_make_date', [I, I, I], Oid.date),
  make_time: make('pg_make_time', [I, I, F], Oid.time),
  make_timestamp: make('pg_make_timestamp', [I, I, I, I, I, F], Oid.timestamp),
  make_timestamptz: (args, env) =>
    args.length === 7
      ? make('pg_make_timestamptz', [I, I, I, I, I, F, Oid.text], Oid.timestamptz)(args, env)
      : make('pg_make_timestamptz', [I, I, I, I, I, F], Oid.timestamptz, ", ''")(args, env),
  make_interval: make('pg_make_interval', [I, I, I, I, I, I, F], Oid.interval),
  overlaps: overlapsFn,
  to_char: toCharFn,
  to_number: make('pg_to_number', [Oid.text, Oid.text], Oid.numeric),
  to_date: make('pg_to_date', [Oid.text, Oid.text], Oid.date),
  to_timestamp: (args, env) =>
    args.length === 1 ? make('pg_to_timestamp_epoch', [Oid.float8], Oid.timestamptz)(args, env) : make('pg_to_timestamp', [Oid.text, Oid.text], Oid.timestamptz)(args, env),
};
