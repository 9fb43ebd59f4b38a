import { PgError } from '@pgsqlite/errors';
import type { LockPlan } from '@pgsqlite/translate';
import type { ExecContext } from '../context.js';
import { LOCK_MODES, type LockMode } from './lock-modes.js';
import { relationTag, tryTableLock, waitForTableLock } from './session-locks.js';

/**
 * LOCK TABLE (lockcmds.c): a relation lock in the server's lock table per relation, held to the
 * end of the transaction, conflicting as PostgreSQL's modes do with other sessions' LOCK TABLE and
 * with the RowExclusiveLock every INSERT / UPDATE / DELETE / MERGE takes on the tables it writes
 * (write-targets.ts). Readers are never blocked (they read their snapshot), where PostgreSQL's
 * ACCESS EXCLUSIVE would make them wait.
 */
export async function runLockTable(core: ExecContext, plan: LockPlan): Promise<string> {
  if (!core.tx.inBlock()) throw new PgError('no_active_sql_transaction', 'LOCK TABLE can only be used in transaction blocks');
  const locks = core.advisoryLocks;
  if (locks === null) throw new PgError('feature_not_supported', 'LOCK TABLE is not supported by this server');
  const mode = (LOCK_MODES[plan.mode - 1] ?? 'AccessExclusiveLock') as LockMode;
  for (const rel of plan.relations) {
    const tag = relationTag(core, rel.oid);
    if (plan.nowait) tryTableLock(core, locks, tag, mode, rel.name);
    else await waitForTableLock(core, locks, tag, mode, 'xact');
  }
  return plan.tag;
}
