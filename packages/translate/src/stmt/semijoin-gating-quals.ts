import { type AstNode, type Fields, fieldsOf, names, nodeType } from '../parse/ast.js';
import { isAggregateName } from '../analyze/functions.js';
import type { PlanCtx } from '../analyze/context.js';
import { isConstantNode } from '../analyze/strict-null.js';
import { columnTypesOf } from './folded-columns.js';
import { outerReferenceKeys } from './outer-params.js';
import { andTerms } from './join-side-quals.js';

/**
 * `WHERE EXISTS (SELECT 1 FROM t1 WHERE a2 = 0 AND (' '::text)::text[] IS NOT NULL)`: a
 * correlated EXISTS at the top of WHERE is pulled up into a semi-join, and its condition of no
 * column at all (a stable cast the planner does not fold) becomes a pseudoconstant qual of the
 * query (a semi-join's, unlike an outer join's, is a gating qual pushed to the top of the plan):
 * tested once before any table is read, over an empty t0 too. `semijoinGatingTerms` lists those
 * terms of a top-level qual term: none for another term, an uncorrelated EXISTS (an InitPlan),
 * or a subquery the planner does not pull up (a set operation, grouping, aggregates, OFFSET …),
 * nor where a term of its WHERE is a constant (it may fold the whole condition to false).
 */
export function semijoinGatingTerms(term: AstNode, stmt: Fields, ctx: PlanCtx, readsColumn: (n: AstNode) => boolean): AstNode[] {
  if (nodeType(term) !== 'SubLink') return [];
  const s = pulledUpExists(term, stmt, ctx);
  if (s === undefined) return [];
  const terms = andTerms(s['whereClause'] as AstNode);
  if (terms.some((t) => isConstantNode(t))) return [];
  return terms.filter((t) => !readsColumn(t) && !holdsAggregateOrSubLink(t));
}

/**
 * The subquery of `term`, a term of the top AND of `stmt`'s WHERE, when the planner pulls it up
 * (convert_EXISTS_sublink_to_join): `[NOT] EXISTS (…)` of a simple subquery whose WHERE reads the
 * outer query — a semi-join (an anti-join), its outer columns Vars of the outer relations, not
 * Params. Undefined otherwise (an uncorrelated EXISTS is an InitPlan; a set operation, grouping,
 * aggregates, OFFSET … stay a SubPlan).
 */
export function pulledUpExists(term: AstNode, stmt: Fields, ctx: PlanCtx): Fields | undefined {
  let sub = term;
  if (nodeType(sub) === 'BoolExpr' && fieldsOf(sub)['boolop'] === 'NOT_EXPR') {
    const args = (fieldsOf(sub)['args'] as AstNode[] | undefined) ?? [];
    if (args.length !== 1) return undefined;
    sub = args[0] as AstNode;
  }
  if (nodeType(sub) !== 'SubLink' || fieldsOf(sub)['subLinkType'] !== 'EXISTS_SUBLINK') return undefined;
  const q = fieldsOf(sub)['subselect'] as AstNode | undefined;
  if (q === undefined || nodeType(q) !== 'SelectStmt') return undefined;
  const s = fieldsOf(q);
  const where = s['whereClause'] as AstNode | undefined;
  if (where === undefined || ((s['fromClause'] as AstNode[] | undefined) ?? []).length === 0) return undefined;
  // (simplify_EXISTS_query drops a constant positive LIMIT)
  if (s['limitCount'] !== undefined && !positiveLiteral(s['limitCount'])) return undefined;
  if ((s['op'] && s['op'] !== 'SETOP_NONE') || ['groupClause', 'havingClause', 'limitOffset', 'withClause', 'windowClause', 'distinctClause', 'valuesLists'].some((k) => s[k] !== undefined)) return undefined;
  if (holdsAggregateOrSubLink(s['targetList'])) return undefined;
  const keys = outerReferenceKeys(s, ctx, columnTypesOf(stmt, ctx, new Map()));
  return readsKey(where, keys) ? s : undefined;
}

function readsKey(node: unknown, keys: ReadonlySet<string>): boolean {
  if (Array.isArray(node)) return node.some((n) => readsKey(n, keys));
  if (node === null || typeof node !== 'object') return false;
  const ref = (node as Record<string, unknown>)['ColumnRef'] as Fields | undefined;
  if (ref !== undefined) return keys.has(((ref['fields'] as AstNode[] | undefined) ?? []).map((p) => String(fieldsOf(p)['sval'] ?? '*')).join('.'));
  return Object.values(node as Record<string, unknown>).some((v) => readsKey(v, keys));
}

function holdsAggregateOrSubLink(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(holdsAggregateOrSubLink);
  if (node === null || typeof node !== 'object') return false;
  if ('SubLink' in node) return true;
  const fc = (node as Record<string, unknown>)['FuncCall'] as Fields | undefined;
  if (fc !== undefined && (fc['over'] !== undefined || isAggregateName(String(names(fc['funcname']).at(-1) ?? '').toLowerCase()))) return true;
  return Object.values(node as Record<string, unknown>).some(holdsAggregateOrSubLink);
}

function positiveLiteral(node: unknown): boolean {
  if (node === null || typeof node !== 'object' || nodeType(node as AstNode) !== 'A_Const') return false;
  const v = fieldsOf(node as AstNode)['ival'] as Fields | undefined;
  return v !== undefined && Number(v['ival'] ?? 0) >= 1;
}
