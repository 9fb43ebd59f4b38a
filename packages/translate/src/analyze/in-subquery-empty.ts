import { type AstNode, type Fields, fieldsOf } from '../parse/ast.js';
import { isConstantNode } from './strict-null.js';
import { callsVolatile } from '../stmt/one-time-filters.js';
import { isPullUpQual, isTopQual } from './top-qual.js';
import { Scope } from './scope.js';
import type { PlanCtx } from './context.js';
import { translateSelect } from '../stmt/select.js';

/**
 * `x IN (subquery)` over a subquery without rows is false without computing x in PostgreSQL: its
 * subplan tests the rows one by one (or, hashed, returns false for an empty table before
 * computing x), and the semi-join it plans for x over a column hashes the subquery's rows and
 * stops on an empty hash. SQLite computes x first, so x's error surfaced where PostgreSQL has
 * none. Not so when x reads a column and the subquery selects a constant, in a WHERE or ON
 * where the IN becomes a semi-join: the semi-join's condition then reads the outer table only and
 * filters its scan, computing x for every row (with a NULL constant it folds to false instead:
 * stmt/null-semijoin.ts).
 *
 * At the top of a qual (analyze/top-qual.ts) an uncorrelated subquery is hashed without its
 * rows whose key is NULL: with no other row x is not computed either (`WHERE ''::date IN
 * (SELECT NULL::date FROM t1)` is false over any t1). A correlated one (run per outer row, not
 * hashed) computes x against each of its rows, NULL or not.
 */
export function emptySubqueryIsFalse(sublink: Fields, member: string, subSql: string, key: string, ctx: PlanCtx): string {
  const sel = fieldsOf(sublink['subselect'] as AstNode);
  const targets = (sel['targetList'] as AstNode[] | undefined) ?? [];
  const only = targets.length === 1 ? (fieldsOf(targets[0] as AstNode)['val'] as AstNode | undefined) : undefined;
  if (only !== undefined && (isConstantNode(only) || rowFree(only)) && readsColumn(sublink['testexpr']) && isPullUpQual(sublink)) return member;
  // a key of no column flattened into the test would be a constant term SQLite tests once before
  // reading the subquery's rows, computed even where it has none: its LIMIT keeps it unflattened
  const source = only !== undefined && rowFree(only) ? `(SELECT * FROM (${subSql}) LIMIT -1)` : `(${subSql})`;
  const rows = isTopQual(sublink) && uncorrelated(sel, ctx) ? `SELECT 1 FROM ${source} AS sq WHERE sq.${key} IS NOT NULL` : `SELECT 1 FROM (${subSql})`;
  return `(CASE WHEN EXISTS (${rows}) THEN ${member} ELSE 0 END)`;
}

/** Whether the subquery reads nothing of the queries around it (it translates on its own). */
function uncorrelated(sel: Fields, ctx: PlanCtx): boolean {
  try {
    translateSelect(sel, new Scope(ctx));
    return true;
  } catch {
    return false;
  }
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
