import type { Fields, AstNode } from '../parse/ast.js';
import type { Expr } from './expr-types.js';
import { cannotRaise } from './cannot-raise.js';
import { callsVolatile } from '../stmt/one-time-filters.js';
import { isConditionBool } from './top-qual.js';

/**
 * PostgreSQL evaluates AND/OR operands left to right and stops at the first false (AND) or true
 * (OR) one: `x = 0 OR 10 / x > 1` is true for x = 0 without dividing. SQLite stops so only where
 * the AND/OR is a condition it jumps on (WHERE, ON, HAVING, a CASE's WHEN); as a value (a SELECT
 * list item, a function argument) it computes every operand, so a later operand's error surfaced
 * where PostgreSQL has none. There, where an operand after the first might raise an error
 * (cannot-raise.ts), the operands are tested in turn first — `CASE WHEN a THEN 1 WHEN b THEN 1
 * ELSE (a OR b OR c) END` — each computed again in the final three-valued AND/OR only if none
 * decided (unless one is volatile: a second call would differ). As a condition too where an
 * operand before the last holds a subquery: SQLite then computes the right operand first.
 */
export function shortCircuitSql(op: 'AND_EXPR' | 'OR_EXPR', f: Fields, args: readonly Expr[], plain: string, asValue = false): string {
  const nodes = (f['args'] as AstNode[] | undefined) ?? [];
  if (args.length < 2 || nodes.length !== args.length) return plain;
  // as a condition SQLite jumps at the deciding operand, but computes the right one first where
  // only the left holds a subquery (exprEvalRhsFirst: GREATEST and scalar subqueries are ones)
  if (!asValue && isConditionBool(f) && !args.slice(0, -1).some((a) => holdsSubquery(a.sql))) return plain;
  if (nodes.slice(1).every(cannotRaise) || callsVolatile(nodes)) return plain;
  const arms = args.slice(0, -1).map((a) => (op === 'AND_EXPR' ? `WHEN NOT ${a.sql} THEN 0` : `WHEN ${a.sql} THEN 1`));
  const chain = `(CASE ${arms.join(' ')} ELSE ${plain} END)`;
  if (op !== 'AND_EXPR' || asValue || !isConditionBool(f)) return chain;
  // A condition's operands that cannot raise stay terms of their own beside the chain as well
  // (a ∧ b ∧ chain(a, b, c) is chain(a, b, c)): SQLite's planner sees its join and index
  // constraints in them (inside a CASE it sees none, and scans every table of a join).
  const free = args.filter((a, i) => cannotRaise(nodes[i]) && !callsVolatile([nodes[i]]));
  return free.length === 0 ? chain : `(${free.map((a) => a.sql).join(' AND ')} AND ${chain})`;
}

/** Whether translated SQL holds a subquery (pgsqlite's own output: GREATEST, scalar subqueries). */
function holdsSubquery(sql: string): boolean {
  return sql.includes('(SELECT ');
}
