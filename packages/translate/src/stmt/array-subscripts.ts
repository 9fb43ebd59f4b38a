import { Oid, arrayLowerBound } from '@pgsqlite/catalog';
import { arrayElementOf } from '../analyze/arrays.js';
import { coerce } from '../analyze/coerce.js';
import type { Expr } from '../analyze/expr-types.js';
import type { Scope } from '../analyze/scope.js';
import { isInteger } from '../analyze/types.js';
import type { SeriesRows } from './generate-series.js';

/**
 * generate_subscripts(array, dim [, reverse]) as the JSON array of the subscripts of dimension
 * `dim` (from the array's lower bounds; int2vector/oidvector count from 0), descending when
 * `reverse`; NULL (no rows) when the array has no such dimension. Undefined when the arguments do
 * not match the function's signature.
 */
export function subscriptsArraySql(array: Expr, dim: Expr, reverse: Expr | undefined, scope: Scope): string | undefined {
  if (arrayElementOf(array.type) === undefined) return undefined;
  const d = dim.type === Oid.unknown ? coerce(scope.ctx, dim, Oid.int4, -1, 'implicit') : dim;
  if (!isInteger(d.type)) return undefined;
  const r = reverse === undefined ? undefined : coerce(scope.ctx, reverse, Oid.bool, -1, 'implicit');
  if (r !== undefined && r.type !== Oid.bool) return undefined;
  return `pg_array_subscripts(${array.sql}, ${d.sql}, ${arrayLowerBound(array.type)}, ${r ? r.sql : '0'})`;
}

/** generate_subscripts in FROM: one int4 column named generate_subscripts. */
export function generateSubscriptsRows(args: Expr[], scope: Scope): SeriesRows | undefined {
  if (args.length !== 2 && args.length !== 3) return undefined;
  const sql = subscriptsArraySql(args[0] as Expr, args[1] as Expr, args[2], scope);
  if (sql === undefined) return undefined;
  return { from: `json_each(${sql})`, columns: [{ name: 'generate_subscripts', type: Oid.int4, sql: (a) => `${a}.value` }], ordinality: (a) => `(${a}.key + 1)` };
}
