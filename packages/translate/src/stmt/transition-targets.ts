import type { PlanCtx } from '../analyze/context.js';
import { type AstNode, type Fields, fieldsOf } from '../parse/ast.js';

const DML = new Set(['InsertStmt', 'UpdateStmt', 'DeleteStmt', 'MergeStmt']);

/**
 * parse_clause.c setTargetTable: a trigger's transition table (an unqualified name the catalog
 * resolves as one) cannot be written, by the statement itself or by a data-modifying WITH.
 */
export function rejectTransitionTargets(ctx: PlanCtx, type: string, f: Fields): void {
  if (ctx.catalog.transitionTable === undefined) return;
  const targets: Fields[] = DML.has(type) ? [f] : [];
  for (const n of (f['withClause']?.['ctes'] as AstNode[] | undefined) ?? []) {
    const q = fieldsOf(n)['ctequery'] as AstNode;
    const [t] = Object.keys(q);
    if (t !== undefined && DML.has(t)) targets.push(fieldsOf(q));
  }
  for (const x of targets) {
    const rv = x['relation'] as Fields | undefined;
    if (rv === undefined || rv['schemaname'] !== undefined) continue;
    const name = String(rv['relname'] ?? '');
    if (ctx.catalog.transitionTable(name) !== undefined) {
      throw ctx.error('feature_not_supported', `relation "${name}" cannot be the target of a modifying statement`);
    }
  }
}
