import { Oid } from '@pgsqlite/catalog';
import type { Expr } from './expr-types.js';
import type { Subscript } from './indirection.js';

/** NAMEDATALEN: a name is a fixed array of 64 bytes. */
const NAME_BYTES = 64;

/**
 * `name[i]`: a name is a fixed-length array of "char" subscripted from 0 (typelem char, as
 * pg_dump's `typname[0] = '_'` reads it): the i-th character, '' past its end (the NUL padding,
 * which "char" prints as nothing) and NULL outside 0..63. Undefined for a slice or several subscripts.
 */
export function nameSubscript(arg: Expr, subs: readonly Subscript[]): Expr | undefined {
  const only = subs[0];
  if (subs.length !== 1 || only === undefined || only.slice || only.upper === undefined) return undefined;
  const i = only.upper.sql;
  const sql = `(CASE WHEN ${i} >= 0 AND ${i} < ${NAME_BYTES} THEN substr(${arg.sql}, ${i} + 1, 1) END)`;
  return { sql, type: Oid.char, typmod: -1, name: arg.name, nameStrength: arg.nameStrength, hasAgg: Boolean(arg.hasAgg || only.upper.hasAgg) };
}
