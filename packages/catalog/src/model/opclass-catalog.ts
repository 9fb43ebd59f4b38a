import type { SqlValue } from '../types/sql-value.js';

/**
 * Operator classes made with CREATE OPERATOR CLASS (pg_opclass), one `_pgsqlite_meta` row each
 * under the key `opclass:<oid>` with the definition as JSON. pgsqlite uses a hash operator
 * class's extended hash function (support function 2) where PostgreSQL does: to route rows of a
 * table hash-partitioned on a key declared with the class.
 */
export interface UserOpclassDef {
  oid: number;
  schema: string;
  name: string;
  /** Access method name: btree, hash, … */
  method: string;
  /** The indexed type (opcintype) */
  intype: number;
  /** DEFAULT FOR TYPE */
  isDefault: boolean;
  /** Operators by strategy number: the operator's name */
  operators: { strategy: number; name: string }[];
  /** Support functions by number: the user function's oid (0: a built-in one, by name) */
  functions: { number: number; oid: number; name: string }[];
}

/** SQL storing one operator class. */
export function storeOpclassSql(def: UserOpclassDef, oidSql: string): string {
  const { oid: _oid, ...rest } = def;
  return `INSERT OR REPLACE INTO _pgsqlite_meta (key, value) SELECT 'opclass:' || (${oidSql}), json_set(${lit(JSON.stringify(rest))}, '$.oid', ${oidSql})`;
}

/** SQL deleting one operator class. */
export function dropOpclassSql(oid: number): string {
  return `DELETE FROM _pgsqlite_meta WHERE key = 'opclass:${oid}'`;
}

/** The read of `loadCatalog` for them. */
// Keys and JSON texts: no integers.
export const OPCLASS_READ = { sql: `SELECT key, value FROM _pgsqlite_meta WHERE key >= 'opclass:' AND key < 'opclass;'`, columns: 2, smallIntegers: true } as const;

/** The operator classes of OPCLASS_READ's rows. */
export function opclassesOf(rows: readonly SqlValue[][]): UserOpclassDef[] {
  return rows.map((r) => JSON.parse(String(r[1])) as UserOpclassDef).sort((a, b) => a.oid - b.oid);
}

function lit(s: string): string {
  return `'${s.split("'").join("''")}'`;
}
