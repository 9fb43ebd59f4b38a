import type { AstNode } from '../parse/ast.js';
import type { Expr } from '../analyze/expr-types.js';
import { translateExpr } from '../analyze/expr.js';
import type { Scope } from '../analyze/scope.js';

/**
 * PostgreSQL's GROUP BY strictness (42803): every column of this query level used outside an
 * aggregate must be grouped (or be the whole of a grouped expression). SQLite would silently
 * pick an arbitrary row.
 */
export function checkGrouping(scope: Scope, groups: readonly Expr[], uses: readonly { node: AstNode; expr: Expr | undefined }[]): void {
  const keys = new Set(groups.map((g) => g.sql));
  const grouped = new Set(groups.filter((g) => g.column).map((g) => g.column!.sql));
  for (const u of uses) {
    if (!u.expr || keys.has(u.expr.sql)) continue;
    translateExpr(u.node, {
      scope,
      allowAggregates: true,
      clause: 'SELECT',
      grouping: { keys, grouped },
    });
  }
}
