import { type AstNode, fieldsOf, nodeType } from '../parse/ast.js';
import { markQualTop } from './qual-null-false.js';
import { markBetweenQualTerm } from './between-qual-terms.js';

/**
 * Sublinks at the top of a qual (WHERE, HAVING, JOIN … ON), reached through AND and OR only:
 * there PostgreSQL's planner tells the subplan that NULL and FALSE are alike (make_subplan's
 * unknownEqFalse, which process_sublinks_mutator passes down through AND and OR), so a hashed
 * `x IN (SELECT …)` keeps no row whose key is NULL, and with no other row it is false before x
 * is computed. Those of WHERE and ON reached through AND only are where pull_up_sublinks makes
 * an uncorrelated `x IN (SELECT …)` over a column x a semi-join.
 */
const topQual = new WeakSet<object>();
const pullUp = new WeakSet<object>();
/** AND/OR nodes of a qual's top: SQLite jumps on them, stopping at the deciding operand. */
const conditionBools = new WeakSet<object>();
/** NOT nodes reached from a qual's top through AND and OR (negated-qual.ts). */
const qualNots = new WeakSet<object>();
/** The top AND of a WHERE or ON qual (qual-cost-order.ts). */
const topAnds = new WeakSet<object>();

/** Marks the sublinks at the top of the qual `node` (`joinable`: of WHERE or ON, not HAVING). */
export function markTopQual(node: unknown, joinable: boolean): void {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return;
  const t = nodeType(node as AstNode);
  const f = fieldsOf(node as AstNode);
  if (t === 'SubLink') {
    topQual.add(f);
    if (joinable) pullUp.add(f);
  } else if (t === 'A_Expr' && (f['kind'] === 'AEXPR_BETWEEN' || f['kind'] === 'AEXPR_NOT_BETWEEN' || f['kind'] === 'AEXPR_BETWEEN_SYM')) {
    markQualTop(f);
    // reached through ANDs only: its two comparisons are terms of the qual list
    if (joinable && f['kind'] === 'AEXPR_BETWEEN') markBetweenQualTerm(f);
  } else if (t === 'BoolExpr' && f['boolop'] === 'NOT_EXPR') {
    qualNots.add(f);
  } else if (t === 'BoolExpr') {
    conditionBools.add(f);
    if (joinable && f['boolop'] === 'AND_EXPR') topAnds.add(f);
    markQualTop(f);
    for (const a of (f['args'] as AstNode[] | undefined) ?? []) markTopQual(a, joinable && f['boolop'] === 'AND_EXPR');
  }
}

/** The top AND of an outer join's ON condition: no pseudoconstant quals there (qual-cost-order.ts). */
const outerAnds = new WeakSet<object>();

/** Marks the top AND of an outer join's ON condition `node`. */
export function markOuterJoinQual(node: unknown): void {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return;
  if (nodeType(node as AstNode) === 'BoolExpr' && fieldsOf(node as AstNode)['boolop'] === 'AND_EXPR') outerAnds.add(fieldsOf(node as AstNode));
}

/** Whether the AND node (its fields) is the top of an outer join's ON condition. */
export function isOuterJoinQual(bool: object): boolean {
  return outerAnds.has(bool);
}

/** Whether the NOT node (its fields) is reached from a qual's top through AND and OR (negated-qual.ts). */
export function isQualNot(not: object): boolean {
  return qualNots.has(not);
}

/** Whether the AND node (its fields) is the top of a WHERE or ON qual (its terms are the plan's qual list). */
export function isTopAnd(bool: object): boolean {
  return topAnds.has(bool);
}

/** Whether the sublink (its fields) sits at the top of a qual. */
export function isTopQual(sublink: object): boolean {
  return topQual.has(sublink);
}

/** Whether the sublink (its fields) is a top-level AND term of WHERE or ON (a semi-join candidate). */
export function isPullUpQual(sublink: object): boolean {
  return pullUp.has(sublink);
}

/** Whether the AND/OR node (its fields) is part of a qual's top, which SQLite evaluates by jumps. */
export function isConditionBool(bool: object): boolean {
  return conditionBools.has(bool);
}
