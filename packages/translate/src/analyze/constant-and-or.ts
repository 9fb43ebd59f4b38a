import type { AstNode } from '../parse/ast.js';
import type { Expr } from './expr-types.js';
import { foldsToNull, holdsFoldedConstant, isConstantNode } from './strict-null.js';
import { markUnfoldable } from './plan-time-volatility.js';

/**
 * AND/OR with a constant operand, as PostgreSQL's planner folds it: a constant operand that is
 * false (AND) or true (OR) decides the whole expression, and the other operands are dropped
 * unevaluated (`LEAST(false, NULL) AND ('null'::jsonb)::boolean` is false, `x / 0 > 1 OR
 * 1 < 2` is true). SQLite computes every operand of a value-context AND/OR, so their errors
 * surfaced. The constant operands are tested first, in order, each deciding the result on its
 * own; the plain AND/OR follows. Undefined when no operand is a constant that may decide.
 * `qual`: the AND/OR is at the top of a qual, where NULL is as good as FALSE.
 */
export function constantAndOr(op: 'AND_EXPR' | 'OR_EXPR', nodes: readonly AstNode[], args: readonly Expr[], otherwise?: string, qual = false, part?: (n: AstNode) => string | undefined): string | undefined {
  const decides = op === 'AND_EXPR' ? '0' : '1';
  const keeps = op === 'AND_EXPR' ? '1' : '0';
  // at a qual's top (`qual`: qual-null-false.ts) an AND's constant operand folding to NULL is
  // FALSE there, and decides it too: `ON x::date > d AND (f('[1]', 72))::int > 1` casts nothing
  const test = qual && op === 'AND_EXPR' ? 'IS NOT 1' : `= ${decides}`;
  const guards: string[] = [];
  let constants = 0;
  args.forEach((a, i) => {
    if (isConstantNode(nodes[i])) {
      if (a.sql === keeps || a.sql === 'NULL' || a.isNull) return;
      guards.push(`WHEN (${a.sql}) ${test} THEN ${decides}`);
      constants++;
    } else if (constants === 0 && mayFoldDeciding(nodes[i], op)) {
      // a NULL test of what may fold to a NULL constant is a constant then, deciding before
      // the constants after it are simplified: tested in its place
      guards.push(`WHEN (${a.sql}) = ${decides} THEN ${decides}`);
    } else {
      // COALESCE(c, x) with a constant c is c where c is not NULL (its later arguments dropped):
      // a constant then, deciding where c is the deciding value (`p OR COALESCE(1 < 2, a1)`)
      const head = part === undefined ? undefined : coalesceConstantHead(nodes[i]);
      const sql = head === undefined ? undefined : part?.(head);
      if (sql === undefined) return;
      guards.push(`WHEN (${sql}) = ${decides} THEN ${decides}`);
      constants++;
    }
  });
  if (constants === 0) return undefined;
  const joiner = op === 'AND_EXPR' ? ' AND ' : ' OR ';
  return `(CASE ${guards.join(' ')} ELSE ${otherwise ?? `(${args.map((a) => a.sql).join(joiner)})`} END)`;
}

/**
 * The node `left op right` of a comparison PostgreSQL's parser writes for BETWEEN (`x BETWEEN a
 * AND b` is `x >= a AND x <= b`), so constantAndOr folds it as that AND; marked unfoldable where
 * the operator over these types is stable (plan-time-volatility.ts).
 */
export function comparisonNode(op: string, left: AstNode, right: AstNode, folds: boolean): AstNode {
  const fields = { kind: 'AEXPR_OP', name: [{ String: { sval: op } }], lexpr: left, rexpr: right };
  if (!folds) markUnfoldable(fields);
  return { A_Expr: fields };
}

/**
 * A NULL test that is the deciding constant (FALSE in an AND: IS NOT NULL; TRUE in an OR: IS
 * NULL) where its operand folds to NULL: a strict expression over a constant the planner
 * computes (`(jsonb_object_field('{}', 'k') - b0) IS NOT NULL`).
 */
function mayFoldDeciding(node: AstNode | undefined, op: 'AND_EXPR' | 'OR_EXPR'): boolean {
  const f = node === undefined ? undefined : (node as { NullTest?: Record<string, unknown> }).NullTest;
  if (f === undefined) return false;
  return (f['nulltesttype'] === 'IS_NULL') === (op === 'OR_EXPR') && holdsFoldedConstant(f['arg']);
}

/** The first argument of a COALESCE where it is a constant (a NULL literal aside). */
export function coalesceConstantHead(node: AstNode | undefined): AstNode | undefined {
  const f = node === undefined ? undefined : (node as { CoalesceExpr?: Record<string, unknown> }).CoalesceExpr;
  const first = (f?.['args'] as AstNode[] | undefined)?.[0];
  return first !== undefined && isConstantNode(first) && !foldsToNull(first) ? first : undefined;
}
