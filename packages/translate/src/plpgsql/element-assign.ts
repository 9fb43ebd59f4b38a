import { typeByOid } from '@pgsqlite/catalog';
import type { SqlPlan } from '../plan.js';

const INT4 = 23;

/**
 * `v[i]…[k] := x` in PL/pgSQL (array subscripting assignment, array_subscript_assign): the plan
 * computing the array with that element set, as `UPDATE … SET v[i] = x` does (analyze/array-assign.ts):
 * a NULL array or one too short is extended with NULLs, bounds as PostgreSQL's. Parameters: $1 the
 * array (of `arrayType`), $2…$k+1 the subscripts (int4), $k+2 the element (already of the element
 * type). Undefined when `arrayType` is not an array type.
 */
export function elementAssignPlan(arrayType: number, subscripts: number): SqlPlan | undefined {
  const elem = typeByOid(arrayType)?.elemOid ?? 0;
  if (elem === 0 || subscripts < 1) return undefined;
  const idx = Array.from({ length: subscripts }, () => '?').join(', ');
  // bytea elements are stored as their \x text inside arrays
  const value = elem === 17 ? `'\\x' || lower(hex(?))` : '?';
  const n = subscripts + 2;
  return {
    kind: 'sql',
    sql: `SELECT pg_array_set(?, json_array(${idx}), json_array(${value}))`,
    paramOrder: Array.from({ length: n }, (_, i) => i + 1),
    paramTypes: [arrayType, ...Array.from({ length: subscripts }, () => INT4), elem],
    paramTypmods: Array.from({ length: n }, () => -1),
    columns: [{ name: 'v', typeOid: arrayType, typmod: -1, tableOid: 0, attnum: 0 }],
    verb: 'SELECT',
    readonly: true,
  };
}
