import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import { Scope } from '../analyze/scope.js';
import { translateSelect } from './select.js';
import { callsVolatile } from './one-time-filters.js';
import { readsColumn } from '../analyze/in-subquery-empty.js';

/**
 * `x IN (SELECT NULL::t FROM …)` as a condition of WHERE (one of its top-level AND terms) over a
 * column of the query: PostgreSQL's planner turns it into a semi-join whose join condition
 * `x = NULL::t` it folds to NULL, so the whole query is a `One-Time Filter: false` that reads
 * no row and evaluates nothing per row (where x would raise an error, there is no error).
 * Where the subquery is not pulled up (LIMIT, DISTINCT, GROUP BY …), the semi-join's hash of
 * the subquery's rows drops their NULL keys and, empty, ends the join before x is computed.
 * `alwaysFalseWhere` recognises that shape: an IN (`= ANY`) over a non-volatile left side that
 * reads a column, whose subquery is one SELECT (no set operation) of one NULL constant with a
 * FROM and reads no column of the outer query (it translates on its own).
 */
export function alwaysFalseWhere(where: AstNode | undefined, scope: Scope): boolean {
  if (where === undefined) return false;
  return andTerms(where).some((t) => isNullSemijoin(t, scope));
}

function andTerms(node: AstNode): AstNode[] {
  if (nodeType(node) !== 'BoolExpr') return [node];
  const f = fieldsOf(node);
  if (f['boolop'] !== 'AND_EXPR') return [node];
  return ((f['args'] as AstNode[] | undefined) ?? []).flatMap(andTerms);
}

function isNullSemijoin(term: AstNode, scope: Scope): boolean {
  if (nodeType(term) !== 'SubLink') return false;
  const f = fieldsOf(term);
  if (f['subLinkType'] !== 'ANY_SUBLINK') return false;
  const op = (f['operName'] as AstNode[] | undefined) ?? [];
  if (op.length > 1 || (op.length === 1 && String(fieldsOf(op[0] as AstNode)['sval']) !== '=')) return false;
  const test = f['testexpr'] as AstNode | undefined;
  if (test === undefined || !readsColumn(test) || hasSubLink(test) || callsVolatile(test)) return false;
  const q = f['subselect'] as AstNode | undefined;
  if (q === undefined || nodeType(q) !== 'SelectStmt') return false;
  const s = fieldsOf(q);
  if ((s['op'] && s['op'] !== 'SETOP_NONE') || s['valuesLists'] || s['withClause'] || s['lockingClause']) return false;
  if (((s['fromClause'] as AstNode[] | undefined) ?? []).length === 0) return false;
  const targets = (s['targetList'] as AstNode[] | undefined) ?? [];
  const only = targets.length === 1 ? (fieldsOf(targets[0] as AstNode)['val'] as AstNode | undefined) : undefined;
  if (only === undefined || !isNullLiteral(only)) return false;
  try {
    translateSelect(s, new Scope(scope.ctx));
    return true;
  } catch {
    return false;
  }
}

function isNullLiteral(node: AstNode): boolean {
  const t = nodeType(node);
  if (t === 'A_Const') return fieldsOf(node)['isnull'] === true;
  if (t === 'TypeCast') return isNullLiteral(fieldsOf(node)['arg'] as AstNode);
  return false;
}

/** Whether the expression holds a subquery. */
function hasSubLink(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasSubLink);
  if (node === null || typeof node !== 'object') return false;
  return Object.entries(node as Fields).some(([k, v]) => k === 'SubLink' || hasSubLink(v));
}
