import type { SqlValue } from '../types/sql-value.js';

/**
 * User-defined aggregates (CREATE AGGREGATE), as pg_proc (prokind 'a') and pg_aggregate keep
 * them: one row of `_pgsqlite_aggregate` per aggregate, the definition as one JSON document.
 * Their transition and final functions are PostgreSQL's built-in ones that pgsqlite implements
 * (BUILTIN_TRANSITIONS); the runtime folds the rows with them (pg_user_agg).
 */

/** Statements creating the aggregate table when missing (idempotent; run on every open). */
export const AGGREGATES_SCHEMA_SQL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS _pgsqlite_aggregate (oid INTEGER PRIMARY KEY, nspname TEXT NOT NULL, aggname TEXT NOT NULL, def TEXT NOT NULL)`,
];

/** A user aggregate. */
export interface UserAggregateDef {
  oid: number;
  schema: string;
  name: string;
  /** Declared argument types; empty for `(*)` */
  argTypes: number[];
  /** `name(*)` */
  star: boolean;
  /** Transition function (a BUILTIN_TRANSITIONS name) and state type */
  sfunc: string;
  stype: number;
  /** Final function (a BUILTIN_TRANSITIONS name) or null */
  finalfunc: string | null;
  /** Initial state as text (input of stype), or null */
  initcond: string | null;
  /** Moving-aggregate functions (window frames whose start moves), or null */
  msfunc: string | null;
  minvfunc: string | null;
  mstype: number;
  minitcond: string | null;
  mfinalfunc: string | null;
  combinefunc: string | null;
  /** The result type: the final function's, else stype */
  resultType: number;
  /** A user function (pg_proc oid) as transition function: the query folds its rows with it */
  sfuncOid?: number;
  /** A user function (pg_proc oid) as final function */
  finalfuncOid?: number;
  /** The last argument is VARIADIC (an array type collecting the trailing arguments) */
  variadic?: true;
  /** Serialization / deserialization functions (built-in names), recorded */
  serialfunc?: string;
  deserialfunc?: string;
  /** finalfunc_modify: read_only, shareable, read_write (pg_aggregate.aggfinalmodify; 'r' when absent) */
  finalfuncModify?: 'r' | 's' | 'w';
  /** PARALLEL SAFE / RESTRICTED / UNSAFE (pg_proc.proparallel; 'u' when absent) */
  parallel?: 's' | 'r' | 'u';
  /** The arguments' names, when any was given */
  argNames?: string[];
}

/** A built-in function usable as a transition/final/inverse function: argument types (state first) and result. */
export interface TransitionSignature {
  args: readonly number[];
  ret: number;
  strict: boolean;
}

const INT2 = 21;
const INT4 = 23;
const INT8 = 20;
const FLOAT4 = 700;
const FLOAT8 = 701;
const NUMERIC = 1700;
const TEXT = 25;
const INT8_ARRAY = 1016;
const FLOAT8_ARRAY = 1022;
/** "any", anycompatible / anycompatiblearray, internal */
export const ANY = 2276;
export const ANYCOMPATIBLE = 5077;
export const ANYCOMPATIBLEARRAY = 5078;
export const INTERNAL = 2281;

const sig = (args: number[], ret: number, strict = true): TransitionSignature => ({ args, ret, strict });

/** The built-in functions pgsqlite runs as aggregate support functions (pg_proc signatures of PostgreSQL 15). */
export const BUILTIN_TRANSITIONS: Readonly<Record<string, TransitionSignature>> = {
  int2pl: sig([INT2, INT2], INT2), int4pl: sig([INT4, INT4], INT4), int8pl: sig([INT8, INT8], INT8),
  float4pl: sig([FLOAT4, FLOAT4], FLOAT4), float8pl: sig([FLOAT8, FLOAT8], FLOAT8), numeric_add: sig([NUMERIC, NUMERIC], NUMERIC),
  int4mi: sig([INT4, INT4], INT4), int8mi: sig([INT8, INT8], INT8), float8mi: sig([FLOAT8, FLOAT8], FLOAT8), numeric_sub: sig([NUMERIC, NUMERIC], NUMERIC),
  int4larger: sig([INT4, INT4], INT4), int4smaller: sig([INT4, INT4], INT4), int8larger: sig([INT8, INT8], INT8), int8smaller: sig([INT8, INT8], INT8),
  float8larger: sig([FLOAT8, FLOAT8], FLOAT8), float8smaller: sig([FLOAT8, FLOAT8], FLOAT8),
  int8inc: sig([INT8], INT8), int8dec: sig([INT8], INT8), int8inc_any: sig([INT8, ANY], INT8), int8dec_any: sig([INT8, ANY], INT8),
  int4_sum: sig([INT8, INT4], INT8, false), int2_sum: sig([INT8, INT2], INT8, false),
  int4_avg_accum: sig([INT8_ARRAY, INT4], INT8_ARRAY), int2_avg_accum: sig([INT8_ARRAY, INT2], INT8_ARRAY), int4_avg_accum_inv: sig([INT8_ARRAY, INT4], INT8_ARRAY),
  int8_avg: sig([INT8_ARRAY], NUMERIC),
  float8_accum: sig([FLOAT8_ARRAY, FLOAT8], FLOAT8_ARRAY), float8_avg: sig([FLOAT8_ARRAY], FLOAT8),
  float8_var_samp: sig([FLOAT8_ARRAY], FLOAT8), float8_stddev_samp: sig([FLOAT8_ARRAY], FLOAT8),
  numeric_avg_accum: sig([INTERNAL, NUMERIC], INTERNAL, false), numeric_avg: sig([INTERNAL], NUMERIC, false), numeric_sum: sig([INTERNAL], NUMERIC, false),
  textcat: sig([TEXT, TEXT], TEXT),
  array_append: sig([ANYCOMPATIBLEARRAY, ANYCOMPATIBLE], ANYCOMPATIBLEARRAY, false),
};

/** SQL inserting (or replacing) one aggregate row. */
export function storeAggregateSql(agg: UserAggregateDef, oidSql: string): string {
  const { oid: _oid, schema, name, ...def } = agg;
  return `INSERT OR REPLACE INTO _pgsqlite_aggregate (oid, nspname, aggname, def) VALUES (${oidSql}, ${lit(schema)}, ${lit(name)}, ${lit(JSON.stringify(def))})`;
}

/** SQL deleting one aggregate row. */
export function dropAggregateSql(oid: number): string {
  return `DELETE FROM _pgsqlite_aggregate WHERE oid = ${oid}`;
}

/** The read of `loadUserAggregates` (batched by `loadCatalog`). */
export const AGGREGATE_READ = { sql: `SELECT oid, nspname, aggname, def FROM _pgsqlite_aggregate ORDER BY oid`, columns: 4 } as const;

/** Reads every user aggregate. */
export async function loadUserAggregates(query: (sql: string) => Promise<SqlValue[][]>): Promise<UserAggregateDef[]> {
  const rows = await query(AGGREGATE_READ.sql);
  return rows.map((r) => ({ ...(JSON.parse(String(r[3])) as Omit<UserAggregateDef, 'oid' | 'schema' | 'name'>), oid: Number(r[0]), schema: String(r[1]), name: String(r[2]) }));
}

function lit(s: string): string {
  return `'${s.split("'").join("''")}'`;
}
