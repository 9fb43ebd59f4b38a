import type { PlanCtx } from '../analyze/context.js';
import { type AstNode, type Fields, fieldsOf, locationOf } from '../parse/ast.js';

/**
 * The clauses PostgreSQL refuses on a recursive UNION (parse_cte.c checkWellFormedRecursion):
 * ORDER BY, OFFSET, LIMIT and FOR UPDATE/SHARE, each 0A000. SQLite would accept them with
 * another meaning (its LIMIT bounds the rows the recursion makes; a FOR UPDATE dropped leaves a
 * recursion that never ends).
 */
export function checkRecursiveUnion(ctx: PlanCtx, union: Fields): void {
  const sort = (union['sortClause'] as AstNode[] | undefined)?.[0];
  if (sort !== undefined) {
    const by = fieldsOf(sort)['node'] as AstNode | undefined;
    throw ctx.error('feature_not_supported', 'ORDER BY in a recursive query is not implemented', locationOf(by));
  }
  const offset = union['limitOffset'] as AstNode | undefined;
  if (offset !== undefined) throw ctx.error('feature_not_supported', 'OFFSET in a recursive query is not implemented', locationOf(offset));
  const limit = union['limitCount'] as AstNode | undefined;
  if (limit !== undefined) throw ctx.error('feature_not_supported', 'LIMIT in a recursive query is not implemented', locationOf(limit));
  if (((union['lockingClause'] as AstNode[] | undefined) ?? []).length > 0) {
    throw ctx.error('feature_not_supported', 'FOR UPDATE/SHARE in a recursive query is not implemented');
  }
}
