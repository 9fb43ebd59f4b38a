import { type AstNode, type Fields, fieldsOf } from '../parse/ast.js';
import { isConstantNode } from './strict-null.js';
import { callsVolatile } from '../stmt/one-time-filters.js';

/**
 * `x IN (subquery)` over a subquery without rows is false without computing x in PostgreSQL: its
 * subplan tests the rows one by one (or, hashed, returns false for an empty table before
 * computing x), and the semi-join it plans for x over a column hashes the subquery's rows and
 * stops on an empty hash. SQLite computes x first, so x's error surfaced where PostgreSQL has
 * none. Not so when x reads a column and the subquery selects a constant: the semi-join's
 * condition then reads the outer table only and filters its scan, computing x for every row
 * (with a NULL constant it folds to false instead: stmt/null-semijoin.ts).
 */
export function emptySubqueryIsFalse(sublink: Fields, member: string, subSql: string): string {
  const sel = fieldsOf(sublink['subselect'] as AstNode);
  const targets = (sel['targetList'] as AstNode[] | undefined) ?? [];
  const only = targets.length === 1 ? (fieldsOf(targets[0] as AstNode)['val'] as AstNode | undefined) : undefined;
  if (only !== undefined && (isConstantNode(only) || rowFree(only)) && readsColumn(sublink['testexpr'])) return member;
  return `(CASE WHEN EXISTS (SELECT 1 FROM (${subSql})) THEN ${member} ELSE 0 END)`;
}

/** An expression of no column, subquery or volatile call: a constant for the planner's join. */
function rowFree(node: unknown): boolean {
  return !readsColumn(node) && !JSON.stringify(node).includes('"SubLink"') && !callsVolatile(node);
}

/** Whether the expression reads a column (outside any subquery). */
export function readsColumn(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(readsColumn);
  if (node === null || typeof node !== 'object') return false;
  for (const [k, v] of Object.entries(node as Fields)) {
    if (k === 'ColumnRef') return true;
    if (k === 'SubLink') continue;
    if (readsColumn(v)) return true;
  }
  return false;
}
