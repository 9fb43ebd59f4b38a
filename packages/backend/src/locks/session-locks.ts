import { PgError } from '@pgsqlite/errors';
import type { ExecContext, Uses } from '../context.js';
import { parseIntWithUnit } from '../settings/guc-values.js';
import type { Settings } from '../settings/settings.js';
import type { LockMode } from './lock-modes.js';
import type { LockScope, LockTable, LockTag } from './lock-table.js';
import { awaitLock, type WaitLimits } from './lock-waits.js';

const U32 = 0xffffffffn;

/** Database oids by handle (a database keeps its oid; every write asks). */
const oids = new WeakMap<object, number>();

/** The oid of the session's database (pg_database), as pg_locks and lock DETAILs print it. */
export function databaseOid(core: Uses<'databases' | 'handle'>): number {
  let oid = oids.get(core.handle);
  if (oid === undefined) {
    oid = core.databases.catalog?.list().find((d) => d.name === core.handle.name)?.oid ?? 5;
    oids.set(core.handle, oid);
  }
  return oid;
}

/**
 * The tag of an advisory lock (SET_LOCKTAG_ADVISORY): one bigint key is split into its high and
 * low 32 bits with objsubid 1; two int4 keys are classid and objid with objsubid 2.
 */
export function advisoryTag(core: Uses<'databases' | 'handle'>, key: bigint | [bigint, bigint]): LockTag {
  const db = databaseOid(core);
  const [classid, objid, objsubid] = Array.isArray(key) ? [Number(key[0] & U32), Number(key[1] & U32), 2] : [Number((key >> 32n) & U32), Number(key & U32), 1];
  return {
    key: `${core.handle.name}\u0000advisory\u0000${classid}/${objid}/${objsubid}`,
    locktype: 'advisory',
    database: core.handle.name,
    fields: { database: db, classid, objid, objsubid },
    text: `advisory lock [${db},${classid},${objid},${objsubid}]`,
  };
}

/** The tag of a relation lock (SET_LOCKTAG_RELATION). */
export function relationTag(core: Uses<'databases' | 'handle'>, relation: number): LockTag {
  const db = databaseOid(core);
  return {
    key: `${core.handle.name}\u0000relation\u0000${relation}`,
    locktype: 'relation',
    database: core.handle.name,
    fields: { database: db, relation },
    text: `relation ${relation} of database ${db}`,
  };
}

/** lock_timeout and deadlock_timeout of the session now, in ms. */
export function waitLimits(settings: Settings): WaitLimits {
  return {
    lockTimeout: parseIntWithUnit(settings.get('lock_timeout'), 'ms') ?? 0,
    deadlockTimeout: parseIntWithUnit(settings.get('deadlock_timeout'), 'ms') ?? 1000,
  };
}

/**
 * Takes `tag` in `mode` for the session, waiting as PostgreSQL waits: until granted, or 55P03 at
 * lock_timeout, 40P01 when a deadlock check finds the session on a cycle, 57014 on cancel or
 * statement_timeout (core.waitFor). A wait that fails withdraws the request.
 */
export async function waitForTableLock(core: ExecContext, locks: LockTable, tag: LockTag, mode: LockMode, scope: LockScope): Promise<void> {
  const request = locks.acquire(tag, core.processId, mode, scope);
  if (request.immediate) return;
  const wait = { pid: core.processId, what: `${mode} on ${tag.text}`, event: tag.locktype, blockers: request.blockers };
  const { done, end } = awaitLock(locks.waits, wait, request.granted, waitLimits(core.settings));
  try {
    await core.waitFor(done);
  } catch (e) {
    // Granted in the same moment the wait failed: the statement fails, so the lock goes back.
    if (!request.abandon()) locks.release(tag, core.processId, mode, scope);
    throw e;
  } finally {
    end();
  }
}

/** NOWAIT: 55P03 `could not obtain lock on relation "t"` when the lock is not free now (lockcmds.c). */
export function tryTableLock(core: ExecContext, locks: LockTable, tag: LockTag, mode: LockMode, name: string): void {
  if (!locks.tryAcquire(tag, core.processId, mode, 'xact')) throw new PgError('lock_not_available', `could not obtain lock on relation "${name}"`);
}
