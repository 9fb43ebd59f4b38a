import { Oid } from '@pgsqlite/catalog';
import type { AstNode, Fields } from '../parse/ast.js';
import { leftmostLocation } from '../errors/location.js';
import { arrayElementOf, checkedVectorSql, isSubArrayType } from './arrays.js';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';

/**
 * An element's storage value as it goes into an array's JSON text: sub-arrays as JSON,
 * bytea as its `\x…` text (a JSON string; SQLite's JSON functions refuse BLOBs), others as they are.
 */
export function arrayElementJsonSql(e: Expr): string {
  if (isSubArrayType(e.type)) return `json(${e.sql})`;
  if (e.type === Oid.bytea) return `pg_bytea_json(${e.sql})`;
  return e.sql;
}

/** `ARRAY[]`: an array constructor with no elements. */
const isEmptyArrayExpr = (n: AstNode): boolean => n['A_ArrayExpr'] !== undefined && ((n['A_ArrayExpr']['elements'] as AstNode[] | undefined) ?? []).length === 0;

/**
 * `ARRAY[…]::T[]`: PostgreSQL's transformArrayExpr with a target type casts each element
 * explicitly to T (`ARRAY[1.7]::int[]` rounds; `ARRAY['a']::int[]` fails at the element),
 * and nested `ARRAY[…]` elements to T[]. Undefined when `node` is not a non-empty ARRAY[…]
 * or `arrayOid` is not an array type.
 */
export function castArrayExpr(node: AstNode, arrayOid: number, typmod: number, env: ExprEnv): Expr | undefined {
  const f = node['A_ArrayExpr'] as Fields | undefined;
  const elem = arrayElementOf(arrayOid);
  const elements = (f?.['elements'] as AstNode[] | undefined) ?? [];
  if (!f || elem === undefined || elements.length === 0) return undefined;
  const multidim = elements.some((n) => n['A_ArrayExpr'] !== undefined);
  const ctx = env.scope.ctx;
  const parts = elements.map((n) => {
    // A nested empty ARRAY[] takes the target type too (ARRAY[ARRAY[]]::int[] is '{}').
    if (multidim && isEmptyArrayExpr(n)) return { sql: "'[]'", type: arrayOid, typmod, name: 'array' } satisfies Expr;
    const sub = multidim ? castArrayExpr(n, arrayOid, typmod, env) : undefined;
    if (sub) return sub;
    const e = translateExpr(n, env);
    const location = leftmostLocation(n);
    return coerce(ctx, { ...e, location: e.location ?? location }, multidim ? arrayOid : elem, typmod, 'explicit', location);
  });
  const list = `json_array(${parts.map(arrayElementJsonSql).join(', ')})`;
  const sql = checkedVectorSql(arrayOid, multidim ? `pg_array_build(${list})` : list, multidim);
  return { sql, type: arrayOid, typmod, name: 'array', nameStrength: 2, hasAgg: parts.some((p) => p.hasAgg) };
}
