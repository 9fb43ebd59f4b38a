import type { Expr } from './expr-types.js';
import { isConstantNode } from './strict-null.js';
import { guardNullFolding, isLiteralNode } from './plan-time-null.js';

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
export function guardConstantNullArgs(call: Expr, args: readonly Expr[], nodes: readonly unknown[], name?: string): Expr {
  if (name !== undefined && !call.hasAgg && !call.isNull && args.length === nodes.length && args.length >= 2 && INLINED.has(`${name}/${args.length}`) && nodes.every((n) => isConstantNode(n))) {
    // an SQL-language built-in over constants is evaluated whole (strict: NULL for a NULL
    // argument), not inlined; its SQL computes parts of it before it sees the NULL
    const nulls = args.filter((a, i) => !isLiteralNode(nodes[i])).map((a) => `(${a.sql}) IS NULL`);
    if (nulls.length > 0) return { ...call, sql: `CASE WHEN ${nulls.join(' OR ')} THEN NULL ELSE ${call.sql} END` };
  }
  // also where the NULL constant is folded through strict calls and casts (plan-time-null.ts)
  return guardNullFolding(call, args, nodes);
}

/**
 * Built-ins PostgreSQL writes in SQL and inlines where their arguments are not all constants
 * (substring(text, text, text) is `substring($1, similar_to_escape($2, $3))`), as name/arity.
 */
const INLINED = new Set(['substring/3']);
