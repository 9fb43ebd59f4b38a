import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import { isConstantNode } from '../analyze/strict-null.js';
import { callsVolatile } from './one-time-filters.js';

/**
 * An uncorrelated `EXISTS (SELECT … FROM t1 WHERE c)` (or NOT EXISTS) that is a top-level AND
 * term of WHERE is not pulled up into a semi-join: PostgreSQL plans it as an InitPlan, and the
 * outer query's One-Time Filter runs it before reading the first row. The InitPlan's own
 * conditions that read no column of t1 (`(jsonb_build_array())::boolean`, a stable cast) are in
 * turn its One-Time Filter, tested before it reads t1: so their errors surface even when t0 and
 * t1 are empty, where SQLite never tests them (it tests c per row of t1).
 *
 * `initPlanFilters` lists those conditions (as nodes, for the plan-time check to translate) of
 * such subqueries, nested ones too; nothing where a WHERE term is a constant (the planner may
 * fold the WHERE to false, and then nothing runs).
 */
export function initPlanFilters(stmt: Fields, readsNothing: (n: AstNode) => boolean, uncorrelated: (q: Fields) => boolean, foldsFalse: (where: AstNode) => boolean = () => false): AstNode[] {
  const out: AstNode[] = [];
  if (stmt['op'] && stmt['op'] !== 'SETOP_NONE') {
    if (stmt['larg']) out.push(...initPlanFilters(stmt['larg'] as Fields, readsNothing, uncorrelated));
    if (stmt['rarg']) out.push(...initPlanFilters(stmt['rarg'] as Fields, readsNothing, uncorrelated));
    return out;
  }
  const where = stmt['whereClause'] as AstNode | undefined;
  if (where === undefined) return out;
  const terms = andTerms(where);
  if (terms.some((t) => isConstantNode(t))) return out;
  for (const term of terms) {
    const q = existsQuery(term);
    if (q === undefined || !uncorrelated(q)) continue;
    const inner = andTerms((q['whereClause'] as AstNode | undefined) ?? ({ A_Const: { boolval: { boolval: true } } } as unknown as AstNode));
    // the subquery's own constant terms were folded (and may have folded its WHERE to false)
    if (q['whereClause'] === undefined || inner.some((t) => isConstantNode(t))) continue;
    // a WHERE folded to false (a NULL constant term, null-semijoin.ts) is no filter: nothing runs
    if (foldsFalse(q['whereClause'] as AstNode)) continue;
    for (const t of inner) if (readsNothing(t) && !callsVolatile(t) && existsQuery(t) === undefined) out.push(t);
    out.push(...initPlanFilters(q, readsNothing, uncorrelated, foldsFalse));
  }
  return out;
}

/** The subquery of an `EXISTS (…)` or `NOT EXISTS (…)` term. */
function existsQuery(term: AstNode): Fields | undefined {
  let n = term;
  if (nodeType(n) === 'BoolExpr' && fieldsOf(n)['boolop'] === 'NOT_EXPR') n = ((fieldsOf(n)['args'] as AstNode[] | undefined) ?? [])[0] as AstNode;
  if (n === undefined || nodeType(n) !== 'SubLink') return undefined;
  const f = fieldsOf(n);
  const q = f['subselect'] as AstNode | undefined;
  if (f['subLinkType'] !== 'EXISTS_SUBLINK' || q === undefined || nodeType(q) !== 'SelectStmt') return undefined;
  const s = fieldsOf(q);
  return s['op'] && s['op'] !== 'SETOP_NONE' ? undefined : s;
}

function andTerms(node: AstNode): AstNode[] {
  if (nodeType(node) !== 'BoolExpr') return [node];
  const f = fieldsOf(node);
  if (f['boolop'] !== 'AND_EXPR') return [node];
  return ((f['args'] as AstNode[] | undefined) ?? []).flatMap(andTerms);
}
