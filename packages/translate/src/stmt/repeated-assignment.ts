import type { PlanCtx } from '../analyze/context.js';
import type { AstNode, Fields } from '../parse/ast.js';
import type { DmlTarget } from './dml-target.js';

/**
 * rewriteHandler.c process_matched_tle: a column of the target assigned twice in one SET list is
 * 42601 (no position) unless every assignment to it is to an element (`SET a[1] = x, a[2] = y`
 * combine). Names that are no column are left to the column lookup (42703 comes first).
 */
export function checkRepeatedAssignments(ctx: PlanCtx, t: DmlTarget, list: readonly AstNode[]): void {
  const plainSeen = new Map<string, boolean>();
  for (const n of list) {
    const rt = n['ResTarget'] as Fields | undefined;
    if (rt === undefined) continue;
    const name = String(rt['name']);
    if (!t.rel.columns.some((c) => c.name === name)) continue;
    const plain = rt['indirection'] === undefined;
    const before = plainSeen.get(name);
    if (before !== undefined && (before || plain)) throw ctx.error('syntax_error', `multiple assignments to same column "${name}"`);
    plainSeen.set(name, (before ?? false) || plain);
  }
}
