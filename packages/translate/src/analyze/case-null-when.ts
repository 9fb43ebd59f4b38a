import type { AstNode, Fields } from '../parse/ast.js';
import type { Expr } from './expr-types.js';
import { literalBool } from './folded-branches.js';
import { foldsToNull, isConstantNode } from './strict-null.js';
import { nullWhenOf } from './plan-time-null.js';

/**
 * A searched CASE whose conditions, up to the arm taken, are constant expressions (not
 * literals): the planner evaluates them while folding and replaces the CASE by the result of the
 * first true one (or the ELSE), so `CASE WHEN ('159'::integer)::boolean THEN NULL::timestamptz
 * ELSE date_trunc('ab', now()) END` is the NULL constant — though its ELSE is no constant — and a
 * strict call over it folds to NULL without evaluating its other arguments. Which arm is taken
 * is known when the constants run: the SQL true where the CASE so folds to NULL,
 * `(CASE WHEN c1 THEN <r1 folds to NULL> … ELSE <the ELSE does> END)`, a condition that reads a
 * row ending it (the CASE is then kept, no constant). Undefined where no such condition decides.
 */
export function caseNullWhen(f: Fields, conds: readonly string[], results: readonly Expr[], elseExpr: Expr | undefined): string | undefined {
  if (f['arg'] !== undefined) return undefined;
  const whens = ((f['args'] as AstNode[] | undefined) ?? []).map((n) => (n as Record<string, Fields>)['CaseWhen'] as Fields);
  const arms: string[] = [];
  let last: string | undefined;
  for (const [i, w] of whens.entries()) {
    const lit = literalBool(w['expr']);
    if (lit === false || lit === null) continue;
    const result = resultNull(w['result'], results[i]);
    if (lit === true) {
      last = result;
      break;
    }
    if (!isConstantNode(w['expr'])) {
      last = '0';
      break;
    }
    arms.push(`WHEN ${conds[i]} THEN ${result}`);
  }
  if (arms.length === 0) return undefined;
  last ??= f['defresult'] === undefined ? '1' : resultNull(f['defresult'], elseExpr);
  return `(CASE ${arms.join(' ')} ELSE ${last} END)`;
}

/** SQL true where a result folds to a NULL constant: 1 for one that always does, its value tested for a constant, 0 otherwise. */
function resultNull(node: unknown, e: Expr | undefined): string {
  if (foldsToNull(node) || e?.isNull === true) return '1';
  if (e === undefined) return '0';
  if (isConstantNode(node)) return `((${e.sql}) IS NULL)`;
  const own = nullWhenOf(e);
  return own === undefined ? '0' : `(${own})`;
}
