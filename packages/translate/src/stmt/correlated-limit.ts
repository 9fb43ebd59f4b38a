import type { AstNode } from '../parse/ast.js';
import type { Scope } from '../analyze/scope.js';
import { collectColumnRefs } from '../analyze/outer-aggregate-level.js';
import { leftmostLocation } from '../errors/location.js';

/**
 * A LIMIT or OFFSET reading a column of an enclosing query (`… LIMIT 1 OFFSET s - 1` in a
 * correlated subquery): SQLite resolves them without the outer row ("no such column"), so it is
 * refused (0A000) at the reference rather than failing inside SQLite.
 */
export function refuseCorrelatedLimit(nodes: readonly (AstNode | undefined)[], scope: Scope): void {
  for (const n of nodes) {
    if (n === undefined) continue;
    const refs: string[][] = [];
    collectColumnRefs(n, refs, true);
    if (refs.some((r) => (scope.levelOf(r) ?? scope) !== scope)) {
      throw scope.ctx.error('feature_not_supported', 'LIMIT or OFFSET reading a column of an enclosing query is not supported by pgsqlite', leftmostLocation(n));
    }
  }
}
