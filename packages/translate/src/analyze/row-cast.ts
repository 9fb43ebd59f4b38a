import type { AstNode, Fields } from '../parse/ast.js';
import { coerce } from './coerce.js';
import { isComposite, rowToComposite } from './composite.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';

/**
 * `ROW(a, b, …)::t` / `(a, b)::t` for a composite type `t`: the items are translated on their own
 * (an untyped literal takes its attribute's type, as PostgreSQL resolves it) and coerced to the
 * attributes. Undefined when `node` is no row constructor or `target` no composite type.
 */
export function castRowExpr(node: AstNode, target: number, env: ExprEnv, castLocation: number | undefined): Expr | undefined {
  const f = node['RowExpr'] as Fields | undefined;
  if (f === undefined || !isComposite(target)) return undefined;
  const items = ((f['args'] as AstNode[] | undefined) ?? []).map((n) => translateExpr(n, env));
  return rowToComposite(env.scope.ctx, items, target, coerce, castLocation);
}
