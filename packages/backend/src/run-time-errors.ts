import type { SqlValue } from '@pgsqlite/engine';
import type { SqlPlan } from '@pgsqlite/translate';
import type { ExecContext } from './context.js';

/**
 * A SELECT's error raised at run time, as its first row was computed, rather than by the planner.
 * PostgreSQL folds a query's constants while planning it (an error then comes before anything is
 * sent) and sends a simple Query's RowDescription when the executor starts, so an error of the
 * first row comes after the RowDescription: `select 2/n from generate_series(0,3) n` sends T
 * then 22012, `select 1/0` only the 22012. SQLite raises both at its first step; the plan's
 * plan-time check (SqlPlan.planTimeCheck) run on its own tells them apart.
 */
const atRunTime = new WeakSet<object>();

/** True when `e` was raised by executing a SELECT, after its plan-time constants were evaluated. */
export function raisedAtRunTime(e: unknown): boolean {
  return typeof e === 'object' && e !== null && atRunTime.has(e);
}

/**
 * `e`, raised by the first step of `plan` (a SELECT), marked as raised at run time unless the
 * plan's plan-time check raises an error too (the planner's, then).
 */
export async function classifyFirstRowError(core: ExecContext, plan: SqlPlan, params: readonly SqlValue[], e: unknown): Promise<unknown> {
  if (typeof e !== 'object' || e === null || plan.verb !== 'SELECT' || !plan.readonly || plan.columns === null || plan.explain === true) return e;
  const check = plan.planTimeCheck;
  // Only a data exception can be the planner's (folding a constant raised it); a cancel, a
  // timeout or a lost connection came while the statement ran — and the check must not run then:
  // it evaluates the constants again (a timeout's may be the long computation itself).
  if (check !== undefined && dataException(e)) {
    // negative numbers: the clock stamps of now() and statement_timestamp(), as the statement binds them
    const stamps = check.paramOrder.some((n) => n < 0) ? core.tx.clockStamps() : null;
    const checkParams = check.paramOrder.map((n) => (n > 0 ? (params[n - 1] ?? null) : (stamps?.[-n - 1] ?? null)));
    const planned = await core.tx.run(check.sql, checkParams, false, core.cancelled).then(
      () => false,
      () => true,
    );
    if (planned) return e;
  }
  atRunTime.add(e);
  return e;
}

/** True for an error of SQLSTATE class 22 (data exception). */
function dataException(e: object): boolean {
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('22');
}
