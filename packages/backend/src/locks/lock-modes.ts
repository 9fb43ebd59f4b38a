/**
 * PostgreSQL's heavyweight lock modes (lock.h) and their conflict table (lock.c LockConflicts).
 * Advisory locks use ShareLock (the `_shared` functions) and ExclusiveLock; LOCK TABLE any of them.
 */
export const LOCK_MODES = [
  'AccessShareLock',
  'RowShareLock',
  'RowExclusiveLock',
  'ShareUpdateExclusiveLock',
  'ShareLock',
  'ShareRowExclusiveLock',
  'ExclusiveLock',
  'AccessExclusiveLock',
] as const;

/** One of PostgreSQL's eight lock modes, by its pg_locks name. */
export type LockMode = (typeof LOCK_MODES)[number];

/** Modes each mode conflicts with (lock.c), by mode name. */
const CONFLICTS: Record<LockMode, ReadonlySet<LockMode>> = {
  AccessShareLock: new Set(['AccessExclusiveLock']),
  RowShareLock: new Set(['ExclusiveLock', 'AccessExclusiveLock']),
  RowExclusiveLock: new Set(['ShareLock', 'ShareRowExclusiveLock', 'ExclusiveLock', 'AccessExclusiveLock']),
  ShareUpdateExclusiveLock: new Set(['ShareUpdateExclusiveLock', 'ShareLock', 'ShareRowExclusiveLock', 'ExclusiveLock', 'AccessExclusiveLock']),
  ShareLock: new Set(['RowExclusiveLock', 'ShareUpdateExclusiveLock', 'ShareRowExclusiveLock', 'ExclusiveLock', 'AccessExclusiveLock']),
  ShareRowExclusiveLock: new Set(['RowExclusiveLock', 'ShareUpdateExclusiveLock', 'ShareLock', 'ShareRowExclusiveLock', 'ExclusiveLock', 'AccessExclusiveLock']),
  ExclusiveLock: new Set(['RowShareLock', 'RowExclusiveLock', 'ShareUpdateExclusiveLock', 'ShareLock', 'ShareRowExclusiveLock', 'ExclusiveLock', 'AccessExclusiveLock']),
  AccessExclusiveLock: new Set(LOCK_MODES),
};

/** True when a lock in mode `a` cannot be held while another owner holds `b`. */
export function conflicts(a: LockMode, b: LockMode): boolean {
  return CONFLICTS[a].has(b);
}
