import { PgError } from '@pgsqlite/errors';
import type { Executor, SqlValue } from '@pgsqlite/engine';
import { refineEngineError, type SqlPlan, type SqlStep } from '@pgsqlite/translate';
import { commandTag } from './command-tag.js';
import { syncRuntime, type RuntimeUser } from './runtime-sync.js';

/** Savepoint bracketing the steps of one statement (all or nothing, as one PostgreSQL statement). */
const SAVEPOINT = '"_pgsqlite_statement"';

/** Rows of a captured result inserted per INSERT (bounded by SQLite's 32766 variables). */
const CAPTURE_VARIABLES = 900;

/**
 * Runs a plan of several SQLite statements (MERGE, data-modifying WITH) inside one savepoint
 * under the write lock: 'capture' steps copy their rows into a temporary table, 'count' steps add
 * their changes to the tag's count, the 'result' step gives the rows (or its changes). On error
 * everything the steps did is undone and the error is raised as the statement's.
 */
export async function runSqlSteps(core: RuntimeUser, plan: SqlPlan, steps: readonly SqlStep[], params: readonly SqlValue[]): Promise<{ tag: string; rows: SqlValue[][] | null }> {
  if (core.tx.readOnly()) throw new PgError('read_only_sql_transaction', `cannot execute ${plan.verb} in a read-only transaction`);
  await syncRuntime(core);
  const stamps = steps.some((s) => s.paramOrder.some((n) => n < 0)) ? core.tx.clockStamps() : null;
  const bind = (order: readonly number[]): SqlValue[] => order.map((n) => (n > 0 ? (params[n - 1] ?? null) : (stamps?.[-n - 1] ?? null)));
  return core.tx.runGroup(core.cancelled, async (executor) => {
    await executor.run(`SAVEPOINT ${SAVEPOINT}`, []);
    try {
      let count = 0;
      let rows: SqlValue[][] | null = null;
      for (const step of steps) {
        const stop = core.cancelled();
        if (stop !== null) throw stop;
        const out = await executor.run(step.sql, bind(step.paramOrder));
        if (step.role === 'capture' && step.into !== undefined) await capture(executor, step.into, out.rows ?? []);
        if (step.role === 'count') count += out.changes;
        if (step.role === 'result') {
          if (plan.columns === null) count += out.changes;
          else {
            rows = out.rows ?? [];
            count += rows.length;
          }
        }
      }
      await executor.run(`RELEASE ${SAVEPOINT}`, []);
      return { tag: commandTag(plan.verb, count), rows };
    } catch (e) {
      await executor.run(`ROLLBACK TO ${SAVEPOINT}`, []).catch(() => undefined);
      await executor.run(`RELEASE ${SAVEPOINT}`, []).catch(() => undefined);
      throw refineEngineError(e, core.handle.catalog());
    }
  });
}

/** Inserts `rows` into the temporary table `table` (already created by an earlier step). */
async function capture(executor: Executor, table: string, rows: readonly SqlValue[][]): Promise<void> {
  const width = rows[0]?.length ?? 0;
  if (width === 0) return;
  const per = Math.max(1, Math.floor(CAPTURE_VARIABLES / width));
  const tuple = `(${Array.from({ length: width }, () => '?').join(', ')})`;
  for (let i = 0; i < rows.length; i += per) {
    const chunk = rows.slice(i, i + per);
    await executor.run(`INSERT INTO ${table} VALUES ${chunk.map(() => tuple).join(', ')}`, chunk.flat());
  }
}
