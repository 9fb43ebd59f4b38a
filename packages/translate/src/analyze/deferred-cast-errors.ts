import type { PlanCtx } from './context.js';

/**
 * A cast of a typed constant (`32768::smallint`, `(1e20::numeric)::smallint`) is computed while
 * translating, so SQLite sees the value. When it fails, PostgreSQL raises the error while
 * planning, in eval_const_expressions' order among the statement's other constants (the target
 * list before WHERE, arguments left to right), not first. Where the plan-time check lists every
 * constant of the statement (stmt/plan-time-constants.ts), the failing cast is left to run
 * (`pg_cast(…)`) and raises in that order; elsewhere it raises at once, as before.
 */
const deferring = new WeakSet<PlanCtx>();

/** Runs `fn` with failing constant casts left to run in the statement. */
export function withDeferredCastErrors<T>(ctx: PlanCtx, fn: () => T): T {
  deferring.add(ctx);
  try {
    return fn();
  } finally {
    deferring.delete(ctx);
  }
}

/** Whether a failing cast of a typed constant is left to run rather than raised now. */
export function castErrorsDeferred(ctx: PlanCtx): boolean {
  return deferring.has(ctx);
}
