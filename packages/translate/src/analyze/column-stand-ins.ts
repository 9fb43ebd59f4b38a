/**
 * The plan-time walk translates an expression on its own with the columns of a part the planner
 * folds to NULL replaced by `(SELECT NULL::type)` (stmt/folded-columns.ts). Where the parser's
 * shape depends on which items read a column (an IN list: transformAExprIn makes the items of no
 * column one `= ANY (ARRAY[…])`), such a stand-in still counts as the column it replaced.
 */
const standIns = new WeakSet<object>();

/** Marks `node` as standing in for a column. */
export function markColumnStandIn<T extends object>(node: T): T {
  standIns.add(node);
  return node;
}

/** Whether `node` reads a column of its query, or holds a stand-in for one (not inside a subquery). */
export function readsColumnOrStandIn(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(readsColumnOrStandIn);
  if (node === null || typeof node !== 'object') return false;
  if (standIns.has(node) || 'ColumnRef' in node) return true;
  if ('SubLink' in node) return false;
  return Object.values(node as Record<string, unknown>).some(readsColumnOrStandIn);
}
