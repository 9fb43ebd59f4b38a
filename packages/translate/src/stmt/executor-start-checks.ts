import type { AstNode } from '../parse/ast.js';
import { translateExpr } from '../analyze/expr.js';
import { Scope } from '../analyze/scope.js';
import { noBtreeTypeName } from '../analyze/order-key.js';
import { type ColumnTypes, withNullColumns } from './folded-columns.js';

/**
 * The executor-start note for a GREATEST/LEAST the planner keeps (it reads a column, or a stable
 * call): over a type without a btree comparison (json, point, …) PostgreSQL looks the comparison
 * function up when the executor starts and raises 42883 there, even over an empty table or
 * under a WHERE folded to false. The SQL notes the error (runtime executor-start.ts) for the
 * plan-time check to raise once every constant is folded; undefined for other types, or where
 * the expression's type cannot be told (a column of a relation the check does not know).
 */
export function executorStartNote(node: AstNode, columns: ColumnTypes, scope: Scope): string | undefined {
  let type: number;
  try {
    type = translateExpr(withNullColumns(node, columns, scope.ctx), { scope: new Scope(scope.ctx), clause: 'SELECT' }).type;
  } catch {
    return undefined;
  }
  const name = noBtreeTypeName(type);
  return name === undefined ? undefined : `pg_start_note('42883', 'could not identify a comparison function for type ${name}')`;
}

/** Whether a plan-time step is an executor-start note (executorStartNote). */
export function isStartNote(step: unknown): boolean {
  return typeof step === 'string' && step.startsWith('pg_start_note(');
}

/** The checks around the plan-time constants when one noted an executor-start error: clear, constants, raise. */
export function withExecutorStart(consts: readonly string[], noted: boolean): string[] {
  return noted ? ['pg_start_raise(1)', ...consts, 'pg_start_raise(0)'] : [...consts];
}
