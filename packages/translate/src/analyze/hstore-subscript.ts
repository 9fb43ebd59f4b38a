import { Oid } from '@pgsqlite/catalog';
import { type AstNode, fieldsOf, nodeType } from '../parse/ast.js';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';

/**
 * hstore's subscripting (hstore_subs.c): exactly one subscript, no slice (0A000 otherwise),
 * converted to text by assignment rules (`h[1]` looks up the key '1').
 */
function subscriptKey(nodes: readonly AstNode[], env: ExprEnv): Expr {
  const ctx = env.scope.ctx;
  const only = nodes.length === 1 ? nodes[0] : undefined;
  const ind = only !== undefined && nodeType(only) === 'A_Indices' ? fieldsOf(only) : undefined;
  if (ind === undefined || ind['is_slice'] || ind['lidx'] || !ind['uidx']) throw ctx.error('feature_not_supported', 'hstore allows only one subscript');
  return coerce(ctx, translateExpr(ind['uidx'] as AstNode, env), Oid.text, -1, 'assignment');
}

/** `h[key]`: the key's value (NULL when absent, NULL or the key is NULL). */
export function hstoreSubscript(arg: Expr, nodes: readonly AstNode[], env: ExprEnv): Expr {
  const key = subscriptKey(nodes, env);
  return { sql: `pg_hstore_fetch(${arg.sql}, ${key.sql})`, type: Oid.text, typmod: -1, name: arg.name, nameStrength: arg.nameStrength, hasAgg: Boolean(arg.hasAgg || key.hasAgg) };
}

/** `SET h[key] = value`: the column with the pair set (a NULL column becomes a one-pair hstore; a NULL key is 22004). */
export function hstoreAssignSql(column: Expr, nodes: readonly AstNode[], value: AstNode, env: ExprEnv): string {
  const key = subscriptKey(nodes, env);
  const v = coerce(env.scope.ctx, translateExpr(value, env), Oid.text, -1, 'assignment');
  return `pg_hstore_assign(${column.sql}, ${key.sql}, ${v.sql})`;
}
