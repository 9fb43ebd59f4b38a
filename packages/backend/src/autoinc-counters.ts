import type { ExecOutcome, Executor, SqlValue } from '@pgsqlite/engine';

/**
 * The counters of serial/identity primary keys (SQLite's sqlite_sequence rows), kept as
 * PostgreSQL's sequences behave: ids an INSERT did not draw do not move them, and ids drawn by
 * work that was rolled back stay consumed. The caller holds the write lock.
 */

/** Savepoint around an INSERT and its counter fix. */
const AUTOINC_SAVEPOINT = '"_pgsqlite_autoinc"';

/**
 * Runs an INSERT that writes explicit key values (SqlPlan.autoincFix): `mark`, the statement,
 * then `fix`, in one savepoint, so SQLite's AUTOINCREMENT does not leave the key's counter at
 * the largest id written. On failure the savepoint is undone and the error rethrown.
 */
export async function runWithCounterFix(executor: Executor, sql: string, params: readonly SqlValue[], fix: { mark: string; fix: string }): Promise<ExecOutcome> {
  await executor.run(`SAVEPOINT ${AUTOINC_SAVEPOINT}`, []);
  try {
    await executor.run(fix.mark, []);
    const outcome = await executor.run(sql, params);
    await executor.run(fix.fix, []);
    await executor.run(`RELEASE ${AUTOINC_SAVEPOINT}`, []);
    return outcome;
  } catch (e) {
    await executor.run(`ROLLBACK TO ${AUTOINC_SAVEPOINT}`, []).catch(() => undefined);
    await executor.run(`RELEASE ${AUTOINC_SAVEPOINT}`, []).catch(() => undefined);
    await executor.run('SELECT pg_autoinc_unmark()', []).catch(() => undefined);
    throw e;
  }
}

/**
 * Runs a multi-row INSERT drawing its serial ids in one call (SqlPlan.blockDraw): `top` (notes the
 * table's largest id) then the block statement, in one request; when either fails (a table holding
 * ids above its counter, a constraint …) the block's draw is forgotten and the per-row statement
 * `exact` runs instead, for PostgreSQL's ids consumed and error. The caller holds the write lock.
 */
export async function runWithBlockDraw(executor: Executor, params: readonly SqlValue[], block: { sql: string; top: string; exact: string }): Promise<ExecOutcome> {
  const after = async (first: string, sql: string): Promise<ExecOutcome> => {
    if (executor.runAfter !== undefined) return executor.runAfter(first, sql, params);
    await executor.run(first, []);
    return executor.run(sql, params);
  };
  try {
    return await after(block.top, block.sql);
  } catch {
    await executor.run('SELECT pg_autoinc_undraw()', []);
    return after(block.top, block.exact);
  }
}

/**
 * After a rollback (or a failed autocommit write): serial and identity keys drawn by the undone
 * work stay consumed (runtime pg_autoinc_restore raises their sqlite_sequence counters back).
 */
export async function restoreCounters(executor: Executor): Promise<void> {
  try {
    const pending = await executor.run('SELECT count(*) FROM sqlite_sequence WHERE pg_autoinc_restore(name, seq) > seq', []);
    if (Number(pending.rows?.[0]?.[0] ?? 0) > 0) {
      await executor.run('UPDATE sqlite_sequence SET seq = pg_autoinc_restore(name, seq) WHERE pg_autoinc_restore(name, seq) > seq', []);
    }
    await executor.run('SELECT pg_autoinc_restored()', []);
  } catch {
    // no AUTOINCREMENT table yet (no sqlite_sequence), or a connection that is gone
  }
}
