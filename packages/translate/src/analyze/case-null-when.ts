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
export function caseNullWhen(f: Fields, conds: readonly string[], results: readonly Expr[], elseExpr: Expr | undefined, constSql?: (n: AstNode) => string | undefined): string | undefined {
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
      // an OR with a constant operand is the TRUE constant where that operand is TRUE
      // (simplify_or_arguments): then this arm is the CASE; otherwise the CASE is kept
      const tw = constSql === undefined ? undefined : trueWhen(w['expr'], constSql);
      if (tw !== undefined) arms.push(`WHEN ${tw} THEN ${result}`);
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

/**
 * SQL of no row true where a condition that reads a row folds to the TRUE constant all the same:
 * an OR one of whose operands is a constant evaluating to TRUE (or folds so in turn), an AND all
 * of whose operands do; undefined where none can.
 */
function trueWhen(node: unknown, constSql: (n: AstNode) => string | undefined): string | undefined {
  if (literalBool(node) === true) return '1';
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
  if (isConstantNode(node)) {
    const sql = constSql(node as AstNode);
    return sql === undefined ? undefined : `((${sql}) IS 1)`;
  }
  const b = (node as Record<string, Fields>)['BoolExpr'];
  if (b === undefined || b['boolop'] === 'NOT_EXPR') return undefined;
  const parts = ((b['args'] as AstNode[] | undefined) ?? []).map((a) => trueWhen(a, constSql));
  if (b['boolop'] === 'OR_EXPR') {
    const known = parts.filter((p): p is string => p !== undefined);
    return known.length === 0 ? undefined : known.includes('1') ? '1' : `(${known.join(' OR ')})`;
  }
  return parts.some((p) => p === undefined) ? undefined : `(${(parts as string[]).join(' AND ')})`;
}
