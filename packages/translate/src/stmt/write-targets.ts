import type { PlanCtx } from '../analyze/context.js';
import { LOCK_STRENGTH } from './select-checks.js';
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


/** The first locking clause of a top-level SELECT (`FOR UPDATE` …), or null. */
function rowLockStrength(ctx: PlanCtx): string | null {
  const node = ctx.stmt.ast as AstNode;
  if (nodeType(node) !== 'SelectStmt') return null;
  const first = ((fieldsOf(node)['lockingClause'] as AstNode[] | undefined) ?? [])[0];
  if (first === undefined) return null;
  return LOCK_STRENGTH[fieldsOf(first)['strength'] as string] ?? 'FOR UPDATE';
}

/**
 * Notes on a writing SQL plan the relations it writes (SqlPlan.writeTargets): the session takes
 * RowExclusiveLock on each in the server's lock table before it runs, as PostgreSQL's executor
 * does, so that LOCK TABLE … IN SHARE MODE (and stronger) keeps other sessions from writing
 * that table. A SELECT that locks rows is marked (SqlPlan.locksRows): it waits for the write lock
 * like a write, so no other session can change the rows before this transaction ends.
 */
export function withWriteTargets(ctx: PlanCtx, plan: Plan): Plan {
  if (plan.kind !== 'sql') return plan;
  if (plan.readonly) {
    const strength = rowLockStrength(ctx);
    return strength === null ? plan : { ...plan, locksRows: strength };
  }
  const out = new Set<number>();
  targetsOf(ctx, ctx.stmt.ast as AstNode, out);
  return out.size === 0 ? plan : { ...plan, writeTargets: [...out] };
}
