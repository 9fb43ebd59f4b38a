import type { Expr } from './expr-types.js';

/**
 * In a qual (WHERE, JOIN … ON, HAVING), reached from its top through AND and OR only, a NULL
 * constant is as good as FALSE: canonicalize_qual (prepqual.c find_duplicate_ors) reduces an AND
 * with a NULL constant operand to FALSE and drops a NULL constant operand of an OR, after
 * eval_const_expressions has folded the constants. So the other operands are never evaluated:
 * `ON ('33 days'::interval BETWEEN (jsonb_typeof(a2::jsonb))::interval AND NULL::interval)` is
 * `ON false`, its cast never run, where SQLite would compute the left comparison first.
 * A BETWEEN is the parser's AND of two comparisons (NOT BETWEEN: their OR).
 */
const quals = new WeakSet<object>();

/** Marks an AND/OR or BETWEEN node's fields as part of a qual's top (analyze/top-qual.ts). */
export function markQualTop(fields: object): void {
  quals.add(fields);
}

/** Whether the AND/OR or BETWEEN (its fields) is part of a qual's top. */
export function isQualTop(fields: object): boolean {
  return quals.has(fields);
}

/**
 * The qual-top AND (`and`) or OR of `args` with its NULL constant operands folded as
 * canonicalize_qual folds them: '0' for an AND holding one, or an OR of nothing else; the OR of
 * the other operands. Undefined where no operand is a NULL constant.
 */
export function qualNullFolded(and: boolean, args: readonly Expr[]): string | undefined {
  if (!args.some((a) => a.isNull === true)) return undefined;
  if (and) return '0';
  const rest = args.filter((a) => a.isNull !== true);
  return rest.length === 0 ? '0' : `(${rest.map((a) => a.sql).join(' OR ')})`;
}
