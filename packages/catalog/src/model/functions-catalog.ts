import type { SqlValue } from '../types/sql-value.js';

/**
 * User-defined SQL functions (CREATE FUNCTION … LANGUAGE sql), as pg_proc keeps them. One row of
 * `_pgsqlite_proc` per function; everything but its name is one JSON document (`def`) so that the
 * shape can grow without a new table format.
 */

/** Statements creating the function table when missing (idempotent; run on every open). */
export const FUNCTIONS_SCHEMA_SQL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS _pgsqlite_proc (oid INTEGER PRIMARY KEY, nspname TEXT NOT NULL, proname TEXT NOT NULL, def TEXT NOT NULL)`,
];

/** A parameter's mode as pg_proc.proargmodes spells it. */
export type ParamMode = 'i' | 'o' | 'b' | 'v' | 't';

/** A user-defined scalar SQL function (pg_proc row with prolang = sql). */
export interface UserFunctionDef {
  oid: number;
  schema: string;
  name: string;
  /** Declared argument types (proargtypes) */
  argTypes: readonly number[];
  /** Argument names ('' when unnamed), proargnames */
  argNames: readonly string[];
  /** Per argument: the DEFAULT expression as a JSON libpg-query AST node, or null (trailing ones only) */
  argDefaults: readonly (string | null)[];
  /** Declared return type (prorettype) and its typmod (-1) */
  returnType: number;
  /** provolatile: 'i' | 's' | 'v' */
  volatility: 'i' | 's' | 'v';
  /** proisstrict */
  strict: boolean;
  /** proparallel: 's' | 'r' | 'u' */
  parallel: 's' | 'r' | 'u';
  /** prosecdef */
  securityDefiner: boolean;
  /** procost */
  cost: number;
  /** proconfig: the SET clauses' `name=value` entries, applied while the function runs */
  config?: readonly string[];
  /** proleakproof */
  leakproof?: true;
  /** prorows (set-returning functions; absent: 1000 for those, 0 for others) */
  rows?: number;
  /** The body's result expression as a JSON libpg-query AST node (parameters as ParamRef / ColumnRef) */
  body: string;
  /** pg_proc.prosrc: the body string of `AS '…'`, '' for RETURN / BEGIN ATOMIC bodies */
  prosrc: string;
  /** prolang: absent for sql */
  language?: 'plpgsql';
  /** prokind 'p': a procedure (CREATE PROCEDURE), run by CALL */
  procedure?: true;
  /** proretset: RETURNS SETOF … / RETURNS TABLE(…) */
  setof?: true;
  /** The result columns of RETURNS TABLE(…) or OUT parameters (in order) */
  outColumns?: readonly { name: string; type: number; typmod: number }[];
  /** proargmodes of every parameter in declaration order (absent when all are IN): i, o, b (INOUT), v (VARIADIC), t (TABLE) */
  modes?: readonly ParamMode[];
  /** The result columns were declared as RETURNS TABLE(…) (else OUT parameters) */
  returnsTable?: true;
  /** RETURNS [SETOF] table_name: the OID of the relation whose row type the function returns */
  rowRelation?: number;
  /** A body that is one query returning rows (SETOF, TABLE, OUT, row type): its SelectStmt as a JSON AST, inlined where called */
  query?: string;
  /** RETURNS void with one INSERT/UPDATE/DELETE body: that statement as a JSON AST (run by `SELECT f(…)`) */
  dml?: string;
  /** Why a call cannot run (a body pgsqlite cannot inline; `body` is then null): a call is 0A000 with this */
  unsupported?: string;
  /** LANGUAGE sql procedures: the body's statements as a JSON array of libpg-query AST nodes (run by CALL) */
  statements?: string;
}

/** SQL inserting (or replacing) one function row; `def` excludes oid, schema and name. */
export function storeFunctionSql(fn: UserFunctionDef, oidSql: string): string {
  const { oid: _oid, schema, name, ...def } = fn;
  return `INSERT OR REPLACE INTO _pgsqlite_proc (oid, nspname, proname, def) VALUES (${oidSql}, ${lit(schema)}, ${lit(name)}, ${lit(JSON.stringify(def))})`;
}

/** SQL deleting one function row. */
export function dropFunctionSql(oid: number): string {
  return `DELETE FROM _pgsqlite_proc WHERE oid = ${oid}`;
}

/** The read of `loadUserFunctions` (batched by `loadCatalog`). */
export const FUNCTION_READ = { sql: `SELECT oid, nspname, proname, def FROM _pgsqlite_proc ORDER BY oid`, columns: 4 } as const;

/** Reads every user function. */
export async function loadUserFunctions(query: (sql: string) => Promise<SqlValue[][]>): Promise<UserFunctionDef[]> {
  const rows = await query(FUNCTION_READ.sql);
  return rows.map((r) => ({
    ...(JSON.parse(String(r[3])) as Omit<UserFunctionDef, 'oid' | 'schema' | 'name'>),
    oid: Number(r[0]),
    schema: String(r[1]),
    name: String(r[2]),
  }));
}

function lit(s: string): string {
  return `'${s.split("'").join("''")}'`;
}
