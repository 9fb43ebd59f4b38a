import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import { isConstantNode } from '../analyze/strict-null.js';
import { callsVolatile } from './one-time-filters.js';
import { literalBool } from '../analyze/folded-branches.js';
import { andTerms } from './join-side-quals.js';

/**
 * An uncorrelated `EXISTS (SELECT … FROM t1 WHERE c)` (or NOT EXISTS) that is a top-level AND
 * term of WHERE is not pulled up into a semi-join: PostgreSQL plans it as an InitPlan, and the
 * outer query's One-Time Filter runs it before reading the first row. The InitPlan's own
 * conditions that read no column of t1 (`(jsonb_build_array())::boolean`, a stable cast) are in
 * turn its One-Time Filter, tested before it reads t1: so their errors surface even when t0 and
 * t1 are empty, where SQLite never tests them (it tests c per row of t1).
 *
 * `initPlanFilters` lists those conditions (as nodes, for the plan-time check to translate) of
 * such subqueries, nested ones too, each with the constant WHERE terms above it (its `guards`):
 * the planner folds a constant term first — a TRUE one is dropped, a FALSE or NULL one folds
 * the WHERE to false, and then nothing of it runs — so a filter is tested only where every guard
 * is true.
 */
export interface InitPlanFilter {
  readonly term: AstNode;
  /** constant WHERE terms of its query and the queries above it: tested only where all are true */
  readonly guards: readonly AstNode[];
  /** SQL true where the WHERE of its query or of a query above it folds to false once its constants are computed */
  readonly falseWhen: readonly string[];
}

export function initPlanFilters(
  stmt: Fields,
  readsNothing: (n: AstNode) => boolean,
  uncorrelated: (q: Fields) => boolean,
  foldsFalse: (where: AstNode) => string | undefined = () => undefined,
  above: readonly AstNode[] = [],
  falseAbove: readonly string[] = [],
): InitPlanFilter[] {
  const out: InitPlanFilter[] = [];
  if (stmt['op'] && stmt['op'] !== 'SETOP_NONE') {
    if (stmt['larg']) out.push(...initPlanFilters(stmt['larg'] as Fields, readsNothing, uncorrelated, foldsFalse, above, falseAbove));
    if (stmt['rarg']) out.push(...initPlanFilters(stmt['rarg'] as Fields, readsNothing, uncorrelated, foldsFalse, above, falseAbove));
    return out;
  }
  const where = stmt['whereClause'] as AstNode | undefined;
  if (where === undefined) return out;
  const [terms, guards] = splitConstants(andTerms(where), above);
  for (const term of terms) {
    const q = existsQuery(term);
    if (q === undefined || !uncorrelated(q) || q['whereClause'] === undefined) continue;
    // a WHERE folded to false (a NULL constant term, null-semijoin.ts) is no filter: nothing runs
    // (where it is once its constants are computed: nothing runs there)
    const falseWhen = foldsFalse(q['whereClause'] as AstNode);
    if (falseWhen === '1') continue;
    const falses = falseWhen === undefined ? falseAbove : [...falseAbove, falseWhen];
    // the subquery's own constant terms are folded first (and may fold its WHERE to false)
    const [inner, innerGuards] = splitConstants(andTerms(q['whereClause'] as AstNode), guards);
    for (const t of inner) if (readsNothing(t) && !callsVolatile(t) && existsQuery(t) === undefined) out.push({ term: t, guards: innerGuards, falseWhen: falses });
    out.push(...initPlanFilters(q, readsNothing, uncorrelated, foldsFalse, guards, falses));
  }
  return out;
}

/** The terms that are no constant, and the guards: `above` and the constant terms (literal TRUE dropped). */
function splitConstants(terms: readonly AstNode[], above: readonly AstNode[]): [AstNode[], AstNode[]] {
  const rest = terms.filter((t) => literalBool(t) !== true);
  return [rest.filter((t) => !isConstantNode(t)), [...above, ...rest.filter((t) => isConstantNode(t))]];
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

