import { type AstNode, type Fields } from '../parse/ast.js';
import { translateExpr } from '../analyze/expr.js';
import { Scope } from '../analyze/scope.js';
import { foldSteps, sequenceSql } from './fold-order.js';
import { type ColumnTypes, returnMarks, withFoldedColumns } from './folded-columns.js';

/** What the plan-time constants walk (plan-time-walk.ts) carries and finds, and how a constant becomes SQL. */

export interface Found {
  /** constant nodes (stepped by foldSteps) and guarded steps already in SQL */
  consts: (AstNode | string)[];
  subs: { query: Fields; exists: boolean }[];
}

/** A query level being walked: the scope constants translate in, and the columns it sees (folded-columns.ts). */
export interface Env {
  scope: Scope;
  columns: ColumnTypes;
  /** how many more constant conditions a walk may branch on (each doubles what it walks) */
  branches: number;
  /** whether an executor-start error was noted (executor-start-checks.ts) */
  noted: { any: boolean };
  /** inside a strict call the planner folds to NULL: nothing of it is kept for the executor */
  nulled?: boolean;
}

/** The constant's SQL, or undefined where it does not translate on its own. */
export function standalone(node: AstNode, scope: Scope): string | undefined {
  try {
    return translateExpr(node, { scope: new Scope(scope.ctx), clause: 'SELECT' }).sql;
  } catch {
    return undefined;
  }
}

/**
 * A constant's SQL translated on its own, the columns in the parts the planner drops read as
 * NULLs of their types (folded-columns.ts); undefined where it does not translate.
 */
export function foldedSql(node: AstNode, env: Env): string | undefined {
  const pairs: [object, object][] = [];
  const sql = standalone(withFoldedColumns(node, env.columns, env.scope.ctx, pairs), env.scope);
  returnMarks(pairs);
  return sql;
}

/** The type of `node` translated on its own. */
export function typed(node: AstNode, scope: Scope): { type: number; typmod: number } | undefined {
  try {
    const e = translateExpr(node, { scope: new Scope(scope.ctx), clause: 'SELECT' });
    return { type: e.type, typmod: e.typmod ?? -1 };
  } catch {
    return undefined;
  }
}

/** The SQL steps of what a walk found (its constants stepped in folding order). */
export function stepsOf(found: Found, env: Env): string[] {
  return found.consts.flatMap((c) => (typeof c === 'string' ? [c] : foldSteps(c, (n) => foldedSql(n, env))));
}

/** Pushes `steps` to run only where `skip` does not hold. */
export function pushGuarded(found: Found, skip: string, steps: string[]): void {
  if (steps.length > 0) found.consts.push(`(CASE WHEN ${skip} THEN NULL ELSE ${sequenceSql(steps)} END)`);
}
