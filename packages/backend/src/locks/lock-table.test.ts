import { describe, expect, it } from 'vitest';
import { conflicts, LOCK_MODES } from './lock-modes.js';
import { LockTable, type LockTag } from './lock-table.js';
import { awaitLock } from './lock-waits.js';

const tag = (n: number): LockTag => ({ key: `db\u0000relation\u0000${n}`, locktype: 'relation', database: 'db', fields: { database: 5, relation: n }, text: `relation ${n} of database 5` });

describe('lock table (lock.c semantics)', () => {
  it('lock-table-1 the conflict table is symmetric and as lock.c: AccessShare meets only AccessExclusive, Share shares', () => {
    for (const a of LOCK_MODES) for (const b of LOCK_MODES) expect(conflicts(a, b)).toBe(conflicts(b, a));
    expect(LOCK_MODES.filter((m) => conflicts('AccessShareLock', m))).toEqual(['AccessExclusiveLock']);
    expect(conflicts('ShareLock', 'ShareLock')).toBe(false);
    expect(conflicts('RowExclusiveLock', 'RowExclusiveLock')).toBe(false);
    expect(conflicts('RowExclusiveLock', 'ShareLock')).toBe(true);
    expect(conflicts('ShareUpdateExclusiveLock', 'ShareUpdateExclusiveLock')).toBe(true);
  });

  it('lock-table-2 conflicting requests queue in FIFO order, report their blockers, and are granted on release', async () => {
    const t = new LockTable();
    expect(t.tryAcquire(tag(1), 1, 'ShareLock', 'xact')).toBe(true);
    expect(t.tryAcquire(tag(1), 2, 'ShareLock', 'xact')).toBe(true);
    const w = t.acquire(tag(1), 3, 'ExclusiveLock', 'xact');
    expect(w.immediate).toBe(false);
    expect(w.blockers().sort()).toEqual([1, 2]);
    // A newcomer does not jump the queue even when compatible with the holders.
    expect(t.tryAcquire(tag(1), 4, 'AccessShareLock', 'xact')).toBe(false);
    t.releaseAll(1, 'xact');
    expect(w.blockers()).toEqual([2]);
    t.release(tag(1), 2, 'ShareLock', 'xact');
    await w.granted;
    expect(t.rows().map((r) => [r.pid, r.mode, r.granted])).toEqual([[3, 'ExclusiveLock', true]]);
    expect(w.abandon()).toBe(false);
  });

  it('lock-table-3 a wait on a cycle gets 40P01 with deadlock.c DETAIL; an abandoned request is never granted', async () => {
    const t = new LockTable();
    t.tryAcquire(tag(1), 10, 'AccessExclusiveLock', 'xact');
    t.tryAcquire(tag(2), 20, 'AccessExclusiveLock', 'xact');
    const r10 = t.acquire(tag(2), 10, 'AccessExclusiveLock', 'xact');
    const w10 = awaitLock(t.waits, { pid: 10, what: 'AccessExclusiveLock on relation 2 of database 5', event: 'relation', blockers: r10.blockers }, r10.granted, { lockTimeout: 0, deadlockTimeout: 1000 });
    const r20 = t.acquire(tag(1), 20, 'AccessExclusiveLock', 'xact');
    const w20 = awaitLock(t.waits, { pid: 20, what: 'AccessExclusiveLock on relation 1 of database 5', event: 'relation', blockers: r20.blockers }, r20.granted, { lockTimeout: 0, deadlockTimeout: 20 });
    expect(t.waits.findCycle(20)).toEqual([20, 10]);
    const err = await w20.done.catch((e: unknown) => e as { fields: { code: string; message: string; detail: string; hint: string } });
    expect(err?.fields).toMatchObject({
      code: '40P01',
      message: 'deadlock detected',
      detail: 'Process 20 waits for AccessExclusiveLock on relation 1 of database 5; blocked by process 10.\nProcess 10 waits for AccessExclusiveLock on relation 2 of database 5; blocked by process 20.',
      hint: 'See server log for query details.',
    });
    w20.end();
    expect(r20.abandon()).toBe(true);
    t.releaseAll(20, 'xact');
    await w10.done;
    w10.end();
    expect(t.waits.all()).toEqual([]);
  });

  it('lock-table-4 lock_timeout ends a wait with 55P03', async () => {
    const t = new LockTable();
    t.tryAcquire(tag(3), 1, 'ExclusiveLock', 'session');
    const r = t.acquire(tag(3), 2, 'ExclusiveLock', 'session');
    const w = awaitLock(t.waits, { pid: 2, what: 'x', event: 'advisory', blockers: r.blockers }, r.granted, { lockTimeout: 20, deadlockTimeout: 1000 });
    const err = await w.done.catch((e: unknown) => e as { fields: { code: string; message: string } });
    expect([err?.fields.code, err?.fields.message]).toEqual(['55P03', 'canceling statement due to lock timeout']);
    w.end();
    r.abandon();
  });
});
