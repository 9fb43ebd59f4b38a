import { type AstNode, type Fields, fieldsOf, listItems, nodeType } from '../parse/ast.js';
import { Scope } from '../analyze/scope.js';
import type { Expr } from '../analyze/expr-types.js';
import { translateSelect } from './select.js';
import { callsVolatile, foldsQualFalse } from './one-time-filters.js';
import { readsColumn } from '../analyze/in-subquery-empty.js';
import { translateExpr } from '../analyze/expr.js';
import { foldsToNull, inListIsOrForm, isConstantNode } from '../analyze/strict-null.js';
import { nullWhenOf, nullWhenOfNode } from '../analyze/plan-time-null.js';
import { coalesceConstantHead, comparisonNode } from '../analyze/constant-and-or.js';
import { literalBool } from '../analyze/folded-branches.js';
import { standalone } from './plan-time-env.js';
import { isAggregateName } from '../analyze/functions.js';
import { andTerms } from './join-side-quals.js';

/**
 * `x IN (SELECT NULL::t FROM …)` as a condition of WHERE (one of its top-level AND terms) over a
 * column of the query: PostgreSQL's planner turns it into a semi-join whose join condition
 * `x = NULL::t` it folds to NULL, so the whole query is a `One-Time Filter: false` that reads
 * no row and evaluates nothing per row (where x would raise an error, there is no error).
 * Where the subquery is not pulled up (LIMIT, DISTINCT, GROUP BY …), the semi-join's hash of
 * the subquery's rows drops their NULL keys and, empty, ends the join before x is computed.
 * So does `x + NULL::interval IN (SELECT …)`: the condition is NULL whatever the subquery.
 * `alwaysFalseWhere` recognises that shape: an IN (`= ANY`) over a non-volatile left side that
 * reads a column, whose subquery is one SELECT (no set operation) reading no column of the outer
 * query (it translates on its own), with a left side folding to NULL, or one target folding to
 * NULL and a FROM.
 */
export function alwaysFalseWhere(where: AstNode | undefined, scope: Scope): boolean {
  return falseWhereWhen(where, scope) === '1';
}

/**
 * SQL of no row that is true where PostgreSQL's planner folds the WHERE to false this way ('1'
 * where it always does), or undefined. Besides a NULL the parser or planner sees (a literal, a
 * strict call over one: `x + NULL::interval`), the semi-join condition folds to NULL where a
 * side is a constant the planner evaluates to NULL: the pulled-up subquery's constant target
 * (`SELECT '0'::jsonb -> 421 FROM t1`), or a left side folding to a NULL constant
 * (analyze/plan-time-null.ts); whether it does is known when the statement runs.
 */
export function falseWhereWhen(where: AstNode | undefined, scope: Scope): string | undefined {
  if (where === undefined) return undefined;
  const guards: string[] = [];
  for (const t of andTerms(where).flatMap(betweenTerms)) {
    // (a term canonicalize_qual makes FALSE through its AND/OR/NOT: `NOT (x IN (NULL, y))`)
    const g = nullSemijoinWhen(t, scope) ?? nullTermWhen(t, scope) ?? (foldsQualFalse(t) ? '1' : negatedInListWhen(t, scope) ?? coalesceFalseWhen(t, scope));
    if (g === '1') return '1';
    if (g !== undefined) guards.push(g);
    // a constant that may be false ends the planner's AND: the terms after it are not simplified
    if ((isConstantNode(t) && literalBool(t) !== true) || coalesceConstantHead(t) !== undefined) break;
  }
  return guards.length > 0 ? guards.join(' OR ') : undefined;
}

/**
 * `COALESCE(c, x)` with a constant c is c where c is not NULL: a FALSE c makes the term, and the
 * WHERE, the constant FALSE (`WHERE stable(…) AND COALESCE(1 > 2, a1)` computes nothing).
 */
function coalesceFalseWhen(term: AstNode, scope: Scope): string | undefined {
  const head = coalesceConstantHead(term);
  const sql = head === undefined || callsVolatile(head) ? undefined : standalone(head, scope);
  // (never NULL: a NULL c leaves x, and the guard is negated into the WHERE)
  return sql === undefined ? undefined : `(${sql}) IS 0`;
}

/** `x BETWEEN a AND b` as the parser's `x >= a AND x <= b`; any other term as it is. */
export function betweenTerms(term: AstNode): AstNode[] {
  const f = fieldsOf(term);
  if (nodeType(term) !== 'A_Expr' || f['kind'] !== 'AEXPR_BETWEEN') return [term];
  const [lo, hi] = listItems(f['rexpr']);
  if (lo === undefined || hi === undefined) return [term];
  return [comparisonNode('>=', f['lexpr'] as AstNode, lo, true), comparisonNode('<=', f['lexpr'] as AstNode, hi, true)];
}

/**
 * A term of WHERE's top-level AND that folds to a NULL constant (`a0 = NULL::int`,
 * `x <= (('{}'::json ->> 'k'))::int[]`): the planner's WHERE is then the constant NULL, a
 * `One-Time Filter: false` that reads and computes nothing.
 */
function nullTermWhen(term: AstNode, scope: Scope): string | undefined {
  if (callsVolatile(term)) return undefined;
  return nullWhenOfNode(term, (n) => standalone(n, scope));
}

/**
 * `NOT (x IN (a, b))` or `x NOT IN (a, b)` as the parser writes it (the AND of `x <> item`,
 * transformAExprIn's OR form negated): FALSE in a qual where x or an item folds to a NULL
 * constant once evaluated (`regexp_match('x', 'a')`): SQL true where one does.
 */
function negatedInListWhen(term: AstNode, scope: Scope): string | undefined {
  if (callsVolatile(term)) return undefined;
  let t = term;
  let negated = false;
  if (nodeType(t) === 'BoolExpr' && fieldsOf(t)['boolop'] === 'NOT_EXPR') {
    t = ((fieldsOf(t)['args'] as AstNode[] | undefined) ?? [])[0] as AstNode;
    negated = true;
  }
  if (t === undefined || nodeType(t) !== 'A_Expr' || fieldsOf(t)['kind'] !== 'AEXPR_IN') return undefined;
  const f = fieldsOf(t);
  const not = ((f['name'] as AstNode[] | undefined) ?? []).some((n) => fieldsOf(n)['sval'] === '<>');
  if (not === negated) return undefined;
  const items = listItems(f['rexpr']);
  if (items.length === 0 || [f['lexpr'] as AstNode, ...items].some((n) => nodeType(n) === 'RowExpr') || !inListIsOrForm(f['lexpr'], items)) return undefined;
  const conds = [f['lexpr'] as AstNode, ...items].map((n) => nullWhenOfNode(n, (x) => standalone(x, scope))).filter((c): c is string => c !== undefined);
  if (conds.length === 0) return undefined;
  return conds.includes('1') ? '1' : `(${conds.join(' OR ')})`;
}

function nullSemijoinWhen(term: AstNode, scope: Scope): string | undefined {
  if (nodeType(term) !== 'SubLink') return undefined;
  const f = fieldsOf(term);
  if (f['subLinkType'] !== 'ANY_SUBLINK') return undefined;
  const op = (f['operName'] as AstNode[] | undefined) ?? [];
  if (op.length > 1 || (op.length === 1 && String(fieldsOf(op[0] as AstNode)['sval']) !== '=')) return undefined;
  const test = f['testexpr'] as AstNode | undefined;
  if (test === undefined || !readsColumn(test) || hasSubLink(test) || callsVolatile(test)) return undefined;
  const q = f['subselect'] as AstNode | undefined;
  if (q === undefined || nodeType(q) !== 'SelectStmt') return undefined;
  const s = fieldsOf(q);
  if ((s['op'] && s['op'] !== 'SETOP_NONE') || s['valuesLists'] || s['withClause'] || s['lockingClause']) return undefined;
  const targets = (s['targetList'] as AstNode[] | undefined) ?? [];
  const only = targets.length === 1 ? (fieldsOf(targets[0] as AstNode)['val'] as AstNode | undefined) : undefined;
  if (only === undefined) return undefined;
  const hasFrom = ((s['fromClause'] as AstNode[] | undefined) ?? []).length > 0;
  // an uncorrelated subquery (it translates on its own): the IN becomes a semi-join
  try {
    translateSelect(s, new Scope(scope.ctx));
  } catch {
    return undefined;
  }
  if (foldsToNull(test) || (hasFrom && foldsToNull(only))) return '1';
  const guards: string[] = [];
  try {
    let lhs: Expr | undefined;
    try {
      lhs = translateExpr(test, { scope, clause: 'WHERE' });
    } catch {
      // a scope without the query's FROM (the plan-time check): the left side by its parse tree
      const left = nullWhenOfNode(test, (n) => standalone(n, scope));
      if (left !== undefined) guards.push(left);
    }
    if (lhs?.isNull === true) return '1';
    const left = lhs === undefined ? undefined : nullWhenOf(lhs);
    if (left !== undefined) guards.push(left);
    // the pulled-up target folds to a NULL constant: a constant evaluating to NULL, or a strict
    // call over one (`date_part('a', timezone(json_object_field_text('[]', 'k'), t))`, whose
    // timezone is not immutable, is NULL all the same)
    if (hasFrom && pulledUp(s)) {
      const right = nullWhenOfNode(only, (n) => standalone(n, new Scope(scope.ctx)));
      if (right !== undefined) guards.push(right);
    }
  } catch {
    return undefined;
  }
  return guards.length > 0 ? guards.join(' OR ') : undefined;
}

/** A subquery pull_up_subqueries flattens into the join (its target list then replaces its Vars). */
function pulledUp(s: Fields): boolean {
  return !s['groupClause'] && !s['havingClause'] && !s['distinctClause'] && !s['limitCount'] && !s['limitOffset'] && !s['windowClause'] && !hasCall(s['targetList'], (name) => isAggregateName(name));
}

function hasCall(node: unknown, test: (name: string) => boolean): boolean {
  if (Array.isArray(node)) return node.some((n) => hasCall(n, test));
  if (node === null || typeof node !== 'object') return false;
  for (const [k, v] of Object.entries(node as Fields)) {
    if (k === 'SubLink') continue;
    if (k === 'FuncCall') {
      const parts = ((v as Fields)['funcname'] as AstNode[] | undefined) ?? [];
      const last = parts[parts.length - 1];
      if (last !== undefined && test(String(fieldsOf(last)['sval'] ?? '').toLowerCase())) return true;
      if ((v as Fields)['over'] !== undefined) return true;
    }
    if (hasCall(v, test)) return true;
  }
  return false;
}

/** Whether the expression holds a subquery. */
function hasSubLink(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasSubLink);
  if (node === null || typeof node !== 'object') return false;
  return Object.entries(node as Fields).some(([k, v]) => k === 'SubLink' || hasSubLink(v));
}
