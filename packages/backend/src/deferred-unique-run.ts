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
 * transaction of its own, so a violation leaves nothing behind.
 */
export async function runCheckingUniques(core: ExecContext, plan: SqlPlan, params: readonly SqlValue[], checks: readonly UniqueCheck[], run: RunPlan): Promise<PlanOutcome> {
  const tx = core.tx;
  const own = tx.block === 'none';
  if (own) tx.startImplicit('started');
  try {
    const outcome = await run(core, plan, params);
    const inBlock = tx.inBlock();
    const now = checks.filter((c) => !tx.uniques.deferred(c, inBlock));
    for (const c of checks) if (tx.uniques.deferred(c, inBlock)) tx.uniques.touch(c);
    const duplicate = await checkUniques(core.handle.catalog(), now, (sql, p) => tx.run(sql, p, false, core.cancelled), core.settings.formatSettings());
    if (duplicate !== null) throw duplicate;
    if (own) await tx.end(true);
    return outcome;
  } catch (e) {
    if (own && tx.block === 'implicit') await tx.end(false);
    throw e;
  }
}
