import { Oid } from '@pgsqlite/catalog';
import { type AstNode, fieldsOf, nodeType } from '../parse/ast.js';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { isInteger, isString, typeName } from './types.js';

/**
 * jsonb's subscripts (jsonb_subscript_transform): each one an integer or a text (an untyped
 * literal is text; anything else 42804), no slices. The path as SQL: a JSON array of the
 * subscripts' text, which is what `#>` walks (an integer step indexes an array, a text one names
 * a key; a NULL step makes the result NULL).
 */
export function jsonbSubscriptPath(nodes: readonly AstNode[], env: ExprEnv, location: number | undefined): { sql: string; hasAgg: boolean } {
  const ctx = env.scope.ctx;
  const steps = nodes.map((n) => {
    if (nodeType(n) !== 'A_Indices') throw ctx.error('feature_not_supported', 'this kind of jsonb subscript is not supported by pgsqlite', location);
    const ind = fieldsOf(n);
    if (ind['is_slice']) throw ctx.error('datatype_mismatch', 'jsonb subscript does not support slices', subscriptLocation(ind['uidx'] ?? ind['lidx']) ?? location);
    const e = translateExpr(ind['uidx'] as AstNode, env);
    if (isInteger(e.type)) return coerce(ctx, e, Oid.int4, -1, 'implicit');
    if (e.type === Oid.unknown || isString(e.type)) return coerce(ctx, e, Oid.text, -1, 'implicit');
    throw ctx.error('datatype_mismatch', `subscript type ${typeName(e.type)} is not supported`, e.location ?? location, {
      hint: 'jsonb subscript must be coercible to either integer or text.',
    });
  });
  return { sql: `json_array(${steps.map((s) => `CAST(${s.sql} AS TEXT)`).join(', ')})`, hasAgg: steps.some((s) => s.hasAgg) };
}

function subscriptLocation(n: unknown): number | undefined {
  if (n === undefined || n === null) return undefined;
  const loc = fieldsOf(n as AstNode)['location'];
  return typeof loc === 'number' ? loc : undefined;
}

/** `j[…][…]` of a jsonb value: the member the subscripts lead to, or NULL. */
export function jsonbSubscript(arg: Expr, nodes: readonly AstNode[], env: ExprEnv, location: number | undefined): Expr {
  const path = jsonbSubscriptPath(nodes, env, location);
  return { sql: `pg_json_path(${arg.sql}, ${path.sql}, 0)`, type: Oid.jsonb, typmod: -1, name: arg.name, nameStrength: arg.nameStrength, hasAgg: Boolean(arg.hasAgg) || path.hasAgg };
}
