import { Oid } from '@pgsqlite/catalog';
import { coerce } from '../analyze/coerce.js';
import type { Expr } from '../analyze/expr-types.js';
import type { Scope } from '../analyze/scope.js';
import { isHstoreType } from '../analyze/types.js';
import { hstoreOid } from '../analyze/hstore.js';
import { extensionInstalled } from '../ddl/extension-list.js';
import type { SeriesRows } from './generate-series.js';

/** hstore's set-returning functions (also callable in a SELECT list, range-function.ts). */
export const HSTORE_SRFS: ReadonlySet<string> = new Set(['skeys', 'svals', 'each']);

/**
 * skeys(h), svals(h) and each(h) in FROM: one row per pair in hstore's key order, over SQLite's
 * json_each of the pairs as a `[[k, v], …]` matrix. Undefined for other names or argument types.
 */
export function hstoreRangeFunction(name: string, args: Expr[], scope: Scope): SeriesRows | undefined {
  if (!HSTORE_SRFS.has(name) || args.length !== 1 || !extensionInstalled(scope.ctx.catalog, 'hstore')) return undefined;
  const a = args[0] as Expr;
  const oid = hstoreOid(scope.ctx);
  if (oid === undefined || !(isHstoreType(a.type) || a.type === Oid.unknown)) return undefined;
  const h = coerce(scope.ctx, a, oid, -1, 'implicit').sql;
  const key = (al: string): string => `json_extract(${al}.value, '$[0]')`;
  const value = (al: string): string => `json_extract(${al}.value, '$[1]')`;
  const columns =
    name === 'each'
      ? [{ name: 'key', type: Oid.text, sql: key }, { name: 'value', type: Oid.text, sql: value }]
      : [{ name, type: Oid.text, sql: name === 'skeys' ? key : value }];
  return { from: `json_each(pg_hstore_to_matrix(${h}))`, columns, ordinality: (al) => `(${al}.key + 1)` };
}
