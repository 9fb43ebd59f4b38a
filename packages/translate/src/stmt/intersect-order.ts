import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import { isAggregateName } from '../analyze/functions.js';

/**
 * PostgreSQL reads the arms of an INTERSECT [ALL] smaller first (generate_nonunion_paths: "we
 * prefer to put the smaller input first", smaller meaning fewer estimated groups), so the right
 * arm's rows are computed, and its errors raised, before the left arm's when it is estimated to
 * have fewer groups. The one estimate that is certain without statistics: an arm whose target
 * list reads no column is one group (estimate_num_groups counts a constant once; a plain
 * aggregate is one row), where an arm reading a table's columns, unfiltered and ungrouped, is
 * estimated to have many. `SELECT a0 + f('Zz') FROM t0 INTERSECT ALL SELECT 'é'::interval FROM t1`
 * raises the interval error first. INTERSECT answers the same rows either way (min of the
 * multiplicities), so the translation may swap the arms; EXCEPT never is.
 */
export function intersectRightFirst(stmt: Fields): boolean {
  if (stmt['op'] !== 'SETOP_INTERSECT') return false;
  const l = stmt['larg'] as Fields | undefined;
  const r = stmt['rarg'] as Fields | undefined;
  if (l === undefined || r === undefined || !isPlainSelect(l) || !isPlainSelect(r)) return false;
  return manyGroups(l) && oneGroup(r);
}

function isPlainSelect(s: Fields): boolean {
  return (s['op'] === undefined || s['op'] === 'SETOP_NONE') && s['valuesLists'] === undefined && s['withClause'] === undefined;
}

/** A target list reading no column, ungrouped (one group), or a plain aggregate (one row). */
function oneGroup(s: Fields): boolean {
  if (s['groupClause'] !== undefined || s['distinctClause'] !== undefined || s['havingClause'] !== undefined) return false;
  const targets = (s['targetList'] as AstNode[] | undefined) ?? [];
  if (targets.some((t) => holds(t, 'SubLink'))) return false;
  return !targets.some((t) => holds(t, 'ColumnRef')) || (targets.every((t) => holdsAggregate(t)) && !holdsWindow(targets));
}

/**
 * A target list reading a column of the arm's tables, which are plain tables read whole (no WHERE,
 * grouping, aggregate, DISTINCT or LIMIT that could bring the estimate down to one).
 */
function manyGroups(s: Fields): boolean {
  for (const k of ['whereClause', 'groupClause', 'distinctClause', 'havingClause', 'limitCount', 'limitOffset']) if (s[k] !== undefined) return false;
  const from = (s['fromClause'] as AstNode[] | undefined) ?? [];
  if (from.length === 0 || !from.every((f) => nodeType(f) === 'RangeVar')) return false;
  const targets = (s['targetList'] as AstNode[] | undefined) ?? [];
  return targets.some((t) => holds(t, 'ColumnRef')) && !targets.some((t) => holdsAggregate(t) || holds(t, 'SubLink')) && !holdsWindow(targets);
}

function holds(node: unknown, type: string): boolean {
  if (Array.isArray(node)) return node.some((n) => holds(n, type));
  if (node === null || typeof node !== 'object') return false;
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    if (k === type) return true;
    if (holds(v, type)) return true;
  }
  return false;
}

function holdsAggregate(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(holdsAggregate);
  if (node === null || typeof node !== 'object') return false;
  if (nodeType(node as AstNode) === 'FuncCall') {
    const f = fieldsOf(node as AstNode);
    const parts = (f['funcname'] as AstNode[] | undefined) ?? [];
    const last = parts[parts.length - 1];
    const name = last === undefined ? '' : String(fieldsOf(last)['sval'] ?? '').toLowerCase();
    if (f['over'] === undefined && (f['agg_star'] === true || isAggregateName(name))) return true;
  }
  return Object.values(node as Record<string, unknown>).some(holdsAggregate);
}

function holdsWindow(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(holdsWindow);
  if (node === null || typeof node !== 'object') return false;
  if (nodeType(node as AstNode) === 'FuncCall' && fieldsOf(node as AstNode)['over'] !== undefined) return true;
  return Object.values(node as Record<string, unknown>).some(holdsWindow);
}
