import type { SqlValue } from '@pgsqlite/engine';
import type { PlCall, SqlPlan } from '@pgsqlite/translate';
import type { ExecContext } from '../context.js';
import type { PlanOutcome } from '../result-columns.js';
import { syncRuntime } from '../runtime-sync.js';
import type { PlanRunner } from './do-eval.js';
import { runPlFunction } from './function-run.js';

/**
 * A statement calling PL/pgSQL functions (translate's pl-call.ts): each call runs first, in order
 * (a later one's arguments may use an earlier one's result), in the statement's transaction under
 * the write lock as a DO block runs; their results are the parameters after the client's, then the
 * statement runs with them. An autocommit statement is its own implicit transaction, so a failure
 * anywhere undoes what the functions wrote.
 */
export async function runWithPlCalls(core: ExecContext, plan: SqlPlan & { plCalls: readonly PlCall[] }, params: readonly SqlValue[], exec: PlanRunner, run: (params: readonly SqlValue[]) => Promise<PlanOutcome>): Promise<PlanOutcome> {
  core.tx.startImplicit('started');
  return core.tx.runGroup(core.cancelled, async () => {
    const values: SqlValue[] = [...params];
    while (values.length < plan.paramTypes.length) values.push(null);
    for (const call of plan.plCalls) {
      // EXPLAIN shows the plan without running the functions.
      if (plan.explain === true) {
        values.push(null);
        continue;
      }
      const args = call.args === null ? [] : await argumentValues(core, call.args, values);
      values.push(await runPlFunction(core, exec, call, args));
    }
    return run(values);
  });
}

/** The call's arguments: its `SELECT a1, a2, …` with the statement's parameters so far. */
async function argumentValues(core: ExecContext, args: NonNullable<PlCall['args']>, values: readonly SqlValue[]): Promise<SqlValue[]> {
  const stamps = args.paramOrder.some((n) => n < 0) ? core.tx.clockStamps() : null;
  const bound = args.paramOrder.map((n) => (n > 0 ? (values[n - 1] ?? null) : (stamps?.[-n - 1] ?? null)));
  await syncRuntime(core);
  const out = await core.tx.run(args.sql, bound, false, core.cancelled);
  return [...(out.rows?.[0] ?? [])];
}
