import type { Expr } from './expr-types.js';
import { guardNullFolding } from './plan-time-null.js';

/**
 * PostgreSQL's planner replaces a strict call by NULL when one of its arguments folds to a NULL
 * constant, "even if there are other inputs that aren't constant" (clauses.c evaluate_function):
 * the other arguments are never evaluated. foldStrictNull does this where the NULL is a literal;
 * here the constant is an expression whose value is known only when it runs
 * (`json_array_element('{"k": 2}', 0) #> (col)::text[]`, `length(NULLIF('a', 'a')) + 1 / col`):
 * the call becomes `CASE WHEN <constant> IS NULL THEN NULL ELSE <call> END`, so an argument that
 * depends on the row (or on a stable cast the planner leaves alone) and would raise an error is
 * not evaluated when the constant is NULL. The constant is evaluated first, as the planner does.
 *
 * Only where it matters: a constant argument that is not a literal, next to an argument that can
 * raise an error (anything but a bare column, parameter or literal).
 */
export function guardConstantNullArgs(call: Expr, args: readonly Expr[], nodes: readonly unknown[]): Expr {
  // also where the NULL constant is folded through strict calls and casts (plan-time-null.ts)
  return guardNullFolding(call, args, nodes);
}
