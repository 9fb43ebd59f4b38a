import type { ExecContext } from '../context.js';
import { relationTag, waitForTableLock } from './session-locks.js';

/**
 * Before a statement writes: RowExclusiveLock on each relation it writes (SqlPlan.writeTargets),
 * held to the end of the transaction as PostgreSQL's executor holds it, so LOCK TABLE in SHARE
 * mode or stronger keeps other sessions from writing that table and waits for those that have.
 */
export async function lockWriteTargets(core: ExecContext, targets: readonly number[] | undefined): Promise<void> {
  const locks = core.advisoryLocks;
  if (targets === undefined || locks === null) return;
  for (const oid of targets) await waitForTableLock(core, locks, relationTag(core, oid), 'RowExclusiveLock', 'xact');
}

/** After a statement outside any transaction block: its relation locks end with it. */
export function releaseStatementLocks(core: ExecContext): void {
  if (core.tx.block === 'none') core.advisoryLocks?.releaseAll(core.processId, 'xact', { locktype: 'relation' });
}
