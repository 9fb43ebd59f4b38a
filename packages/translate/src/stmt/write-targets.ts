import type { PlanCtx } from '../analyze/context.js';
import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import type { Plan } from '../plan.js';

const DML = new Set(['InsertStmt', 'UpdateStmt', 'DeleteStmt', 'MergeStmt']);

/** The relations an INSERT / UPDATE / DELETE / MERGE writes, its data-modifying WITH queries included. */
function targetsOf(ctx: PlanCtx, node: AstNode | undefined, out: Set<number>): void {
  if (node === undefined || node === null) return;
  const t = nodeType(node);
  const f = fieldsOf(node);
  const ctes = ((f['withClause'] as Fields | undefined)?.['ctes'] as AstNode[] | undefined) ?? [];
  for (const cte of ctes) targetsOf(ctx, fieldsOf(cte)['ctequery'] as AstNode | undefined, out);
  if (!DML.has(t)) return;
  const rv = f['relation'] as Fields | undefined;
  if (rv === undefined) return;
  const rel = ctx.catalog.findRelation(String(rv['relname'] ?? ''), rv['schemaname'] as string | undefined, ctx.searchPath);
  if (rel !== undefined) out.add(rel.oid);
}

/**
 * Notes on a writing SQL plan the relations it writes (SqlPlan.writeTargets): the session takes
 * RowExclusiveLock on each in the server's lock table before it runs, as PostgreSQL's executor
 * does, so that LOCK TABLE … IN SHARE MODE (and stronger) keeps other sessions from writing
 * that table.
 */
export function withWriteTargets(ctx: PlanCtx, plan: Plan): Plan {
  if (plan.kind !== 'sql' || plan.readonly) return plan;
  const out = new Set<number>();
  targetsOf(ctx, ctx.stmt.ast as AstNode, out);
  return out.size === 0 ? plan : { ...plan, writeTargets: [...out] };
}
