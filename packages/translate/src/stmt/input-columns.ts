import type { AstNode, Fields } from '../parse/ast.js';
import { Scope } from '../analyze/scope.js';
import { translateFromItem } from './from-clause.js';
import { translateWith } from './with-clause.js';

/**
 * Whether a name is a column of the SELECT's FROM items (which GROUP BY prefers over an output
 * alias, as PostgreSQL's findTargetlistEntrySQL92 does). The FROM clause is translated once, on
 * first use, into a scratch scope; when that fails the answer is "yes" (the name stays an input
 * reference and the real translation reports the problem).
 */
export function inputColumnProbe(stmt: Fields, scope: Scope): (name: string) => boolean {
  let probe: Scope | null | undefined;
  return (name) => {
    if (probe === undefined) {
      try {
        const s = new Scope(scope.ctx, scope.parent);
        for (const [n, cte] of scope.ctes) s.ctes.set(n, cte);
        if (stmt['withClause']) translateWith(stmt['withClause'], s);
        for (const item of (stmt['fromClause'] as AstNode[] | undefined) ?? []) translateFromItem(item, s);
        probe = s;
      } catch {
        probe = null;
      }
    }
    return probe === null || probe.entries.some((e) => e.columns.some((c) => c.name === name));
  };
}
