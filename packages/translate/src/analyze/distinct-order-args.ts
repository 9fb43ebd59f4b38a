import type { Expr } from './expr-types.js';

/**
 * Whether `e`, an ORDER BY expression of an aggregate with DISTINCT, is the argument `arg`
 * (42P10 otherwise, as transformDistinctClause for aggregates). PostgreSQL compares the
 * expressions as written, before the arguments are coerced to the function's types: `f1` and
 * `f1::text` of a varchar column differ although the cast changes no value, so equal SQL is not
 * enough — the type must be the same too.
 */
export function isDistinctArgument(arg: Expr, e: Expr): boolean {
  return arg.sql === e.sql && arg.type === e.type;
}
