import type { SqlValue } from '@pgsqlite/engine';
import type { SqlPlan, UniqueCheck } from '@pgsqlite/translate';
import type { ExecContext } from './context.js';
import { checkUniques } from './deferred-unique.js';
import type { PlanOutcome } from './result-columns.js';

type RunPlan = (core: ExecContext, plan: SqlPlan, params: readonly SqlValue[]) => Promise<PlanOutcome>;

/**
 * A statement that writes a table with DEFERRABLE unique / primary key constraints (whose SQLite
 * index is not unique): it runs, then each of those constraints that is IMMEDIATE is checked at
 * once (the end of the statement, as PostgreSQL checks a deferrable constraint), and each that
 * is DEFERRED is noted for COMMIT. A statement outside a transaction block runs in an implicit
 * transaction of its own, so a violation leaves nothing behind; its DEFERRED ones fail its COMMIT,
 * after its rows were computed (`rowsBeforeCommitError`: returned as PlanOutcome.commitError).
 */
export async function runCheckingUniques(core: ExecContext, plan: SqlPlan, params: readonly SqlValue[], checks: readonly UniqueCheck[], run: RunPlan, rowsBeforeCommitError = false): Promise<PlanOutcome> {
  const tx = core.tx;
  const own = tx.block === 'none';
  if (own) tx.startImplicit('started');
  try {
    const outcome = await run(core, plan, params);
    const inBlock = tx.inBlock();
    const now = checks.filter((c) => !tx.uniques.deferred(c, inBlock));
    for (const c of checks) if (tx.uniques.deferred(c, inBlock)) tx.uniques.touch(c);
    const check = (cs: readonly UniqueCheck[]) => checkUniques(core.handle.catalog(), cs, (sql, p) => tx.run(sql, p, false, core.cancelled), core.settings.formatSettings());
    // a statement that is its own transaction checks its DEFERRED constraints at its COMMIT, once
    // its rows (RETURNING) are computed: PostgreSQL sends them, then the error, and no CommandComplete
    const atCommit = own && rowsBeforeCommitError && plan.columns !== null ? now.filter((c) => tx.uniques.deferred(c, true)) : [];
    const duplicate = await check(now.filter((c) => !atCommit.includes(c)));
    if (duplicate !== null) throw duplicate;
    const failedCommit = atCommit.length > 0 ? await check(atCommit) : null;
    if (failedCommit !== null) {
      await tx.end(false);
      return { ...outcome, commitError: failedCommit };
    }
    if (own) await tx.end(true);
    return outcome;
  } catch (e) {
    if (own && tx.block === 'implicit') await tx.end(false);
    throw e;
  }
}
