import { PgError } from '@pgsqlite/errors';
import type { LockPlan } from '@pgsqlite/translate';
import type { ExecContext } from '../context.js';
import { LOCK_MODES, blocksWriters, type LockMode } from './lock-modes.js';
import { relationTag, tryTableLock, waitForTableLock } from './session-locks.js';

/**
 * LOCK TABLE (lockcmds.c): a relation lock in the server's lock table per relation, held to the
 * end of the transaction, conflicting with other sessions' LOCK TABLE as PostgreSQL's modes do.
 * pgsqlite's writes do not take relation locks; a mode that keeps others from writing the table
 * (SHARE and stronger) takes the database's write lock as well, after the relation locks: then no
 * other session writes anything until this transaction ends. Readers are never blocked (they read
 * their snapshot), where PostgreSQL's ACCESS EXCLUSIVE would make them wait.
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
  if (blocksWriters(mode)) {
    if (plan.nowait && !core.tx.writeLockFree()) throw new PgError('lock_not_available', `could not obtain lock on relation "${plan.relations[0]?.name ?? ''}"`);
    await core.tx.lockForWrite(core.cancelled);
  }
  return plan.tag;
}
