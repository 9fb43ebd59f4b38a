import { type AstNode, nodeType } from '../parse/ast.js';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { sliceBoundsSql, subscriptsOf } from './indirection.js';
import { planType } from './types.js';

/**
 * The new value of an array column for `SET col[i] = x` / `SET col[lo:hi] = arr` (UPDATE, ON
 * CONFLICT DO UPDATE): `column` is the column's current value. Undefined when the indirection is
 * not all subscripts (field assignment). The value is coerced by assignment rules to the element
 * type (an index) or the array type (a slice), with the column's typmod.
 */
export function arrayAssignSql(column: Expr, indirection: AstNode[], value: AstNode, env: ExprEnv, location: number | undefined): string | undefined {
  if (indirection.some((n) => nodeType(n) !== 'A_Indices')) return undefined;
  const ctx = env.scope.ctx;
  const subs = subscriptsOf(indirection, env, column, location);
  const v = translateExpr(value, env);
  if (subs.some((s) => s.slice)) {
    const src = coerce(ctx, v, column.type, column.typmod, 'assignment');
    return `pg_array_set_slice(${column.sql}, ${sliceBoundsSql(subs)}, ${src.sql})`;
  }
  const elem = planType(column.type)?.elemOid as number;
  const x = coerce(ctx, v, elem, column.typmod, 'assignment');
  const idx = subs.map((s) => (s.upper as Expr).sql).join(', ');
  return `pg_array_set(${column.sql}, json_array(${idx}), json_array(${x.sql}))`;
}
