import { Oid } from '@pgsqlite/catalog';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { isFloat, isInteger, isNumeric, isString } from './types.js';
import { CATALOG_FUNCTIONS } from './catalog-functions.js';
import { SEQUENCE_FUNCTIONS } from './fn-sequences.js';
import { EXTENSION_FUNCTIONS } from './fn-extensions.js';
import { JSON_FUNCTIONS } from './json.js';
import { STRING_FUNCTIONS } from './fn-strings.js';
import { MATH_FUNCTIONS } from './fn-math.js';
import { MISC_FUNCTIONS } from './fn-misc.js';
import { SETTINGS_FUNCTIONS } from './fn-settings.js';
import { NULL_COUNT_FUNCTIONS } from './fn-nulls.js';
import { PG15_MORE_FUNCTIONS } from './fn-pg15-more.js';
import { LSN_FUNCTIONS } from './lsn-ops.js';
import { MAC_FUNCTIONS } from './mac-ops.js';
import { WIDTH_BUCKET_ARRAY_FUNCTIONS } from './fn-width-bucket-array.js';
import { XID_FUNCTIONS } from './xid-ops.js';
import { TID_FUNCTIONS } from './tid-functions.js';
import { SNAPSHOT_FUNCTIONS } from './snapshot-functions.js';
import { TO_REG_FUNCTIONS } from './to-reg-functions.js';
import { ARRAY_FUNCTIONS } from './fn-arrays.js';
import { timezoneFunction } from './type-datetime.js';
import { DATETIME_FUNCTIONS } from './fn-datetime.js';
import { clockSql } from './fn-clock.js';
import { SEARCH_CYCLE_FUNCTIONS } from '../stmt/search-cycle.js';
import { currentSchemaSql } from './current-schema.js';
import { blockingPidsSql } from '../catalog-views/pg-locks.js';
import { typeFunctions } from './fn-type-overloads.js';

/** A scalar function: returns undefined when the argument types do not match (→ 42883). */
export type ScalarImpl = (args: Expr[], env: ExprEnv, location?: number) => (Omit<Expr, 'name'> & { name?: string }) | undefined;

const r = (sql: string, type: number): Omit<Expr, 'name'> => ({ sql, type, typmod: -1 });

function text(env: ExprEnv, e: Expr): Expr | undefined {
  if (e.type === Oid.unknown || isString(e.type)) return coerce(env.scope.ctx, e, Oid.text, -1, 'implicit');
  return undefined;
}

function int(env: ExprEnv, e: Expr): Expr | undefined {
  if (e.type === Oid.unknown || isInteger(e.type)) return coerce(env.scope.ctx, e, Oid.int4, -1, 'implicit');
  return undefined;
}

function textFn(sqlName: string, arity: number, type: number = Oid.text): ScalarImpl {
  return (args, env) => {
    if (args.length !== arity) return undefined;
    const a = args.map((x, i) => (i === 0 ? text(env, x) : x.type === Oid.unknown || isString(x.type) ? text(env, x) : int(env, x)));
    if (a.some((x) => x === undefined)) return undefined;
    return r(`${sqlName}(${a.map((x) => (x as Expr).sql).join(', ')})`, type);
  };
}

/** The allowlist of scalar functions reachable from client SQL (beyond aggregates). */
export const SCALARS: Record<string, ScalarImpl> = typeFunctions({
  now: (args, env) => (args.length === 0 ? r(clockSql(env.scope.ctx, 'transaction'), Oid.timestamptz) : undefined),
  timezone: timezoneFunction,
  transaction_timestamp: (args, env) => (args.length === 0 ? r(clockSql(env.scope.ctx, 'transaction'), Oid.timestamptz) : undefined),
  statement_timestamp: (args, env) => (args.length === 0 ? r(clockSql(env.scope.ctx, 'statement'), Oid.timestamptz) : undefined),
  clock_timestamp: (args) => (args.length === 0 ? r('pg_clock_timestamp()', Oid.timestamptz) : undefined),
  lower: textFn('pg_lower', 1),
  upper: textFn('pg_upper', 1),
  length: textFn('pg_char_length', 1, Oid.int4),
  char_length: textFn('pg_char_length', 1, Oid.int4),
  character_length: textFn('pg_char_length', 1, Oid.int4),
  octet_length: textFn('pg_octet_length', 1, Oid.int4),
  reverse: textFn('pg_reverse', 1),
  md5: textFn('pg_md5', 1),
  hashtext: textFn('pg_hashtext', 1, Oid.int4),
  initcap: textFn('pg_initcap', 1),
  replace: textFn('pg_replace', 3),
  strpos: textFn('pg_strpos', 2, Oid.int4),
  position: textFn('pg_strpos', 2, Oid.int4),
  starts_with: textFn('pg_starts_with', 2, Oid.bool),
  left: textFn('pg_left', 2),
  right: textFn('pg_right', 2),
  repeat: textFn('pg_repeat', 2),
  split_part: textFn('pg_split_part', 3),
  btrim: (args, env) => trim('pg_btrim', args, env),
  ltrim: (args, env) => trim('pg_ltrim', args, env),
  rtrim: (args, env) => trim('pg_rtrim', args, env),
  substring: substr,
  substr: (args, env) => {
    const out = substr(args, env);
    return out ? { ...out, name: 'substr' } : out;
  },
  concat: (args, env) =>
    r(`(${args.length === 0 ? "''" : args.map((a) => `COALESCE(${coerce(env.scope.ctx, a, Oid.text, -1, 'explicit').sql}, '')`).join(' || ')})`, Oid.text),
  abs: (args, env) => {
    const a = args[0];
    if (args.length !== 1 || !a) return undefined;
    const x = a.type === Oid.unknown ? coerce(env.scope.ctx, a, Oid.float8, -1, 'implicit') : a;
    if (x.type === Oid.numeric) return r(`pg_numeric_abs(${x.sql})`, Oid.numeric);
    if (isInteger(x.type)) return r(`pg_int_abs(${x.sql}, ${x.type})`, x.type);
    if (isFloat(x.type)) return r(`pg_float_abs(${x.sql})`, x.type);
    return undefined;
  },
  round: (args, env) => {
    const a = args[0];
    if (!a || args.length > 2) return undefined;
    const ctx = env.scope.ctx;
    if (args.length === 1 && isFloat(a.type)) return r(`pg_float_round(${a.sql})`, Oid.float8);
    if (!isNumeric(a.type) && a.type !== Oid.unknown) return undefined;
    const x = coerce(ctx, a, Oid.numeric, -1, 'implicit');
    const s = args[1] ? int(env, args[1]) : undefined;
    if (args[1] && !s) return undefined;
    return r(`pg_numeric_round(${x.sql}, ${s ? s.sql : 0})`, Oid.numeric);
  },
  random: (args) => (args.length === 0 ? r('pg_random()', Oid.float8) : undefined),
  gen_random_uuid: (args) => (args.length === 0 ? r('pg_gen_random_uuid()', Oid.uuid) : undefined),
  version: (args) => (args.length === 0 ? r('pg_version()', Oid.text) : undefined),
  current_database: (args) => (args.length === 0 ? r('pg_current_database()', Oid.name) : undefined),
  current_schema: (args, env) => (args.length === 0 ? r(currentSchemaSql(env.scope.ctx), Oid.name) : undefined),
  pg_backend_pid: (args) => (args.length === 0 ? r('pg_backend_pid()', Oid.int4) : undefined),
  pg_trigger_depth: (args) => (args.length === 0 ? r('pg_trigger_depth()', Oid.int4) : undefined),
  pg_blocking_pids: (args, env) => {
    const pid = args.length === 1 ? int(env, args[0] as Expr) : undefined;
    // Strict: NULL for a NULL pid.
    return pid === undefined ? undefined : r(`(CASE WHEN (${pid.sql}) IS NULL THEN NULL ELSE ${blockingPidsSql(env.scope.ctx, pid.sql)} END)`, Oid._int4);
  },
  ...JSON_FUNCTIONS,
  ...CATALOG_FUNCTIONS,
  ...STRING_FUNCTIONS,
  ...MATH_FUNCTIONS,
  ...MISC_FUNCTIONS,
  ...SETTINGS_FUNCTIONS,
  ...NULL_COUNT_FUNCTIONS,
  ...ARRAY_FUNCTIONS,
  ...DATETIME_FUNCTIONS,
  ...SEQUENCE_FUNCTIONS,
  ...EXTENSION_FUNCTIONS,
  ...SEARCH_CYCLE_FUNCTIONS,
  ...PG15_MORE_FUNCTIONS,
  ...LSN_FUNCTIONS,
  ...MAC_FUNCTIONS,
  ...WIDTH_BUCKET_ARRAY_FUNCTIONS,
  ...XID_FUNCTIONS,
  ...TID_FUNCTIONS,
  ...SNAPSHOT_FUNCTIONS,
  ...TO_REG_FUNCTIONS,
});

function trim(fn: string, args: Expr[], env: ExprEnv): Omit<Expr, 'name'> | undefined {
  if (args.length < 1 || args.length > 2) return undefined;
  const a = args.map((x) => text(env, x));
  if (a.some((x) => x === undefined)) return undefined;
  return r(`${fn}(${a.map((x) => (x as Expr).sql).join(', ')}${a.length === 1 ? ", ' '" : ''})`, Oid.text);
}

function substr(args: Expr[], env: ExprEnv): ReturnType<ScalarImpl> {
  if (args.length < 2 || args.length > 3) return undefined;
  const s = text(env, args[0] as Expr);
  const from = int(env, args[1] as Expr);
  const len = args[2] ? int(env, args[2]) : undefined;
  if (!s || !from || (args[2] && !len)) return undefined;
  return { ...r(`pg_substr(${s.sql}, ${from.sql}${len ? `, ${len.sql}` : ''})`, Oid.text), name: 'substring' };
}
