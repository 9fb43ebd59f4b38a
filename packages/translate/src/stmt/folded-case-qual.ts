import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import type { Scope } from '../analyze/scope.js';
import { translateExpr } from '../analyze/expr.js';
import { literalBool } from '../analyze/folded-branches.js';
import { andTerms } from './join-side-quals.js';

/**
 * `WHERE CASE WHEN NULL THEN false ELSE (p AND q) END`: the planner folds a CASE whose
 * conditions are literals to the branch they choose (eval_const_expressions: a FALSE or NULL
 * condition's arm is dropped, a TRUE one's result is the answer), and where that branch is an
 * AND, its terms join the qual list around it (ANDs are flattened) and are tested cheapest
 * first with the others (order_qual_clauses). So a WHERE's top CASE, or one that is a term of
 * its top AND, is written as the branch it folds to, flattened into the AND, before the WHERE
 * is translated (qual-cost-order.ts then orders its terms as PostgreSQL does).
 *
 * Only where the whole CASE translates (its branches' types match): otherwise it is left for the
 * translation to refuse as PostgreSQL's parser does. Returns `stmt` unchanged where nothing folds
 * (a copy otherwise: the caller keeps the statement itself, its plan-time constants keyed on it).
 */
export function withFoldedCaseWhere(stmt: Fields, scope: Scope): Fields {
  const where = stmt['whereClause'] as AstNode | undefined;
  if (where === undefined) return stmt;
  const folded = foldedCaseQual(where, scope);
  return folded === where ? stmt : { ...stmt, whereClause: folded };
}

function foldedCaseQual(node: AstNode, scope: Scope): AstNode {
  const terms = andTerms(node);
  let changed = false;
  const out = terms.flatMap((t) => {
    const branch = foldedBranch(t, scope);
    if (branch === undefined) return [t];
    changed = true;
    return andTerms(foldedCaseQual(branch, scope));
  });
  if (!changed) return node;
  return out.length === 1 ? (out[0] as AstNode) : { BoolExpr: { boolop: 'AND_EXPR', args: out, location: -1 } };
}

/** The branch a searched CASE folds to when all of its conditions up to a TRUE one (or all) are literals; undefined otherwise. */
function foldedBranch(node: AstNode, scope: Scope): AstNode | undefined {
  if (nodeType(node) !== 'CaseExpr') return undefined;
  const f = fieldsOf(node);
  if (f['arg']) return undefined;
  let branch: AstNode | undefined;
  for (const w of (f['args'] as AstNode[] | undefined) ?? []) {
    const cw = fieldsOf(w);
    const lit = literalBool(cw['expr']);
    if (lit === false || lit === null) continue;
    if (lit !== true) return undefined;
    branch = cw['result'] as AstNode;
    break;
  }
  branch ??= f['defresult'] as AstNode | undefined;
  // no ELSE: the NULL the CASE folds to (left to the CASE)
  if (branch === undefined) return undefined;
  try {
    translateExpr(node, { scope, clause: 'WHERE' });
  } catch {
    return undefined;
  }
  return branch;
}
