import type { Expr } from './expr-types.js';
import { isConstantNode } from './strict-null.js';
import { readsColumnOrStandIn } from './column-stand-ins.js';

/**
 * Whether a parse node refers to a column (PostgreSQL's contain_vars_of_level(…, 0), conservatively
 * at any level), or holds a stand-in for one (column-stand-ins.ts: a column of a part the planner
 * folds to NULL, read as a NULL subquery while the plan-time constants are translated).
 */
function hasColumnRef(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasColumnRef);
  if (node === null || typeof node !== 'object') return false;
  if (readsColumnOrStandIn(node)) return true;
  return Object.entries(node as Record<string, unknown>).some(([k, v]) => k === 'ColumnRef' || hasColumnRef(v));
}

/**
 * `NULL IN (e1, e2, …)` as PostgreSQL plans it (transformAExprIn): the elements that read no
 * column, when there are several, form one `= ANY (ARRAY[…])` whose array is evaluated; every
 * other element becomes `NULL = e`, a strict operator over a NULL constant the planner folds to
 * NULL without evaluating `e` unless `e` is itself a constant it folds first. The answer is NULL;
 * the SQL evaluates exactly the elements PostgreSQL evaluates, so their errors stand.
 */
export function nullInListSql(items: readonly Expr[], nodes: readonly unknown[], arrayForm = true): string {
  const nonVars = nodes.map((n, i) => (hasColumnRef(n) ? -1 : i)).filter((i) => i >= 0);
  const evaluated = items.filter((e, i) => {
    if (e.isNull || hasColumnRef(nodes[i])) return false;
    // no array type of the common type (an array's): each element is its own `NULL = e` (transformAExprIn)
    return (arrayForm && nonVars.length > 1) || isConstantNode(nodes[i]);
  });
  return evaluated.length ? `pg_strict_null(${evaluated.map((e) => e.sql).join(', ')})` : 'NULL';
}
