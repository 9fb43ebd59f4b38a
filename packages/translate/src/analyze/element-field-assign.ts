import { type AstNode, nodeType } from '../parse/ast.js';
import { compositeAssignSql } from './composite-assign.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { subscriptsOf } from './indirection.js';
import { INLINED_ARG } from './sql-functions.js';
import { arrayElementOf } from './arrays.js';

/**
 * `SET arr[i].f = x`, `INSERT INTO t (arr[i].f[j]) …`: a field of one element of an array of
 * composites: the element (NULL when absent) with the field assigned, stored back at `[i]`.
 * Undefined when the indirection does not start with subscripts followed by a field, or when a
 * subscript is a slice (PostgreSQL refuses those too, as a type mismatch).
 */
export function elementFieldAssignSql(column: Expr, indirection: AstNode[], value: AstNode, env: ExprEnv, location: number | undefined): string | undefined {
  const k = indirection.findIndex((n) => nodeType(n) !== 'A_Indices');
  if (k <= 0 || nodeType(indirection[k] as AstNode) !== 'String' || arrayElementOf(column.type) === undefined) return undefined;
  const subsNodes = indirection.slice(0, k);
  const subs = subscriptsOf(subsNodes, env, column, location);
  if (subs.some((s) => s.slice)) return undefined;
  const element = translateExpr({ A_Indirection: { arg: { [INLINED_ARG]: { expr: column } }, indirection: subsNodes } }, env);
  const inner = compositeAssignSql({ ...element, name: column.name }, indirection.slice(k), value, env, location);
  if (inner === undefined) return undefined;
  const idx = subs.map((s) => (s.upper as Expr).sql).join(', ');
  return `pg_array_set(${column.sql}, json_array(${idx}), json_array(${inner}))`;
}
