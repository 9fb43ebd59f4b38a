import type { BackendActivity } from '../ports.js';
import type { LockTable } from './lock-table.js';

/** One pg_locks row as the translator's LOCKS_PARAM reads it (pg-locks.ts). */
type LockJson = Record<string, string | number | null>;

const row = (fields: LockJson): LockJson => ({
  locktype: null, database: null, relation: null, page: null, tuple: null, virtualxid: null, transactionid: null,
  classid: null, objid: null, objsubid: null, virtualtransaction: null, pid: null, mode: null, granted: 1, fastpath: 0, waitstart: null,
  ...fields,
});

/**
 * The server's locks as pg_locks shows them (lockfuncs.c pg_lock_status), and who blocks whom
 * (pg_blocking_pids): a session holding a database's write lock holds ExclusiveLock on its
 * transaction id; a session waiting for it waits for ShareLock on that id, as a PostgreSQL
 * session waits for the transaction that updated the row it wants.
 */
export function locksJson(locks: LockTable | null): string {
  if (locks === null) return '{"locks":[],"blocking":[]}';
  const out: LockJson[] = [];
  for (const w of locks.writers()) out.push(row({ locktype: 'transactionid', transactionid: w.xid, pid: w.pid, mode: 'ExclusiveLock' }));
  for (const wait of locks.waits.all()) {
    if (wait.event !== 'transactionid') continue;
    const holder = wait.blockers()[0];
    const xid = holder === undefined ? null : locks.writerXid(holder);
    if (xid === null) continue;
    out.push(row({ locktype: 'transactionid', transactionid: xid, pid: wait.pid, mode: 'ShareLock', granted: 0, waitstart: locks.waits.startOf(wait.pid) }));
  }
  for (const r of locks.rows()) {
    out.push(row({ locktype: r.tag.locktype, ...r.tag.fields, pid: r.pid, mode: r.mode, granted: r.granted ? 1 : 0, waitstart: r.granted ? null : locks.waits.startOf(r.pid) }));
  }
  const blocking = locks.waits.all().map((w) => [w.pid, locks.waits.blockingPids(w.pid)]);
  return JSON.stringify({ locks: out, blocking });
}

/**
 * pg_stat_activity's wait columns: 'Lock' and the wait_event of each session waiting for a lock;
 * 'Client' / 'ClientRead' for an idle session (it waits for its client's next message, as a
 * PostgreSQL backend does in ReadCommand); NULL for one that is running.
 */
export function withWaitEvents(rows: BackendActivity[], locks: LockTable | null): BackendActivity[] {
  return rows.map((r) => {
    const wait = locks?.waits.of(r.pid);
    if (wait !== undefined) return { ...r, wait_event_type: 'Lock', wait_event: wait.event };
    return r.state === 'active' ? r : { ...r, wait_event_type: 'Client', wait_event: 'ClientRead' };
  });
}
