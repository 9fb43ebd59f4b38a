/**
 * Advisory locks of one server (lock.c for LOCKTAG_ADVISORY): exclusive and shared, held per
 * session or per transaction, re-entrant, granted in FIFO order. Waits are promises the caller
 * can abandon (cancel, lock_timeout).
 */

/** How a lock is held: for the session (until unlocked) or for the transaction. */
export type LockScope = 'session' | 'xact';

interface Hold {
  exclusive: number;
  shared: number;
}

interface Waiter {
  owner: number;
  exclusive: boolean;
  grant: () => void;
}

interface Entry {
  /** owner → scope → counts */
  holders: Map<number, Record<LockScope, Hold>>;
  waiters: Waiter[];
}

const emptyHold = (): Record<LockScope, Hold> => ({ session: { exclusive: 0, shared: 0 }, xact: { exclusive: 0, shared: 0 } });

/** The lock table. Keys are opaque strings (database and lock key). */
export class AdvisoryLocks {
  private readonly entries = new Map<string, Entry>();

  private entry(key: string): Entry {
    let e = this.entries.get(key);
    if (e === undefined) {
      e = { holders: new Map(), waiters: [] };
      this.entries.set(key, e);
    }
    return e;
  }

  private compatible(e: Entry, owner: number, exclusive: boolean): boolean {
    for (const [o, h] of e.holders) {
      if (o === owner) continue;
      const ex = h.session.exclusive + h.xact.exclusive;
      const sh = h.session.shared + h.xact.shared;
      if (ex > 0 || (exclusive && sh > 0)) return false;
    }
    return true;
  }

  private grant(e: Entry, owner: number, exclusive: boolean, scope: LockScope): void {
    let h = e.holders.get(owner);
    if (h === undefined) {
      h = emptyHold();
      e.holders.set(owner, h);
    }
    if (exclusive) h[scope].exclusive++;
    else h[scope].shared++;
  }

  /** Takes the lock now if it can be granted; false otherwise. */
  tryAcquire(key: string, owner: number, exclusive: boolean, scope: LockScope): boolean {
    const e = this.entry(key);
    const holds = e.holders.has(owner);
    if ((!holds && e.waiters.length > 0) || !this.compatible(e, owner, exclusive)) {
      if (e.holders.size === 0 && e.waiters.length === 0) this.entries.delete(key);
      return false;
    }
    this.grant(e, owner, exclusive, scope);
    return true;
  }

  /** Waits for the lock. `abandon()` withdraws the request (it is then never granted). */
  acquire(key: string, owner: number, exclusive: boolean, scope: LockScope): { granted: Promise<void>; abandon: () => void } {
    if (this.tryAcquire(key, owner, exclusive, scope)) return { granted: Promise.resolve(), abandon: () => undefined };
    const e = this.entry(key);
    let waiter: Waiter | null = null;
    const granted = new Promise<void>((resolve) => {
      waiter = { owner, exclusive, grant: () => {
        this.grant(e, owner, exclusive, scope);
        resolve();
      } };
      e.waiters.push(waiter);
    });
    return {
      granted,
      abandon: () => {
        const i = waiter === null ? -1 : e.waiters.indexOf(waiter);
        if (i >= 0) e.waiters.splice(i, 1);
        this.wake(key, e);
      },
    };
  }

  /** Releases one hold; false when the owner holds no such lock (PostgreSQL then warns). */
  release(key: string, owner: number, exclusive: boolean, scope: LockScope): boolean {
    const e = this.entries.get(key);
    const h = e?.holders.get(owner);
    if (e === undefined || h === undefined) return false;
    const hold = h[scope];
    if (exclusive ? hold.exclusive === 0 : hold.shared === 0) return false;
    if (exclusive) hold.exclusive--;
    else hold.shared--;
    this.cleanup(key, e, owner);
    return true;
  }

  /** Releases every hold of `owner` in `scope` (end of transaction; pg_advisory_unlock_all and session end for 'session'). */
  releaseAll(owner: number, scope: LockScope, keyPrefix = ''): void {
    for (const [key, e] of [...this.entries]) {
      if (!key.startsWith(keyPrefix)) continue;
      const h = e.holders.get(owner);
      if (h === undefined) continue;
      h[scope] = { exclusive: 0, shared: 0 };
      this.cleanup(key, e, owner);
    }
  }

  private cleanup(key: string, e: Entry, owner: number): void {
    const h = e.holders.get(owner);
    if (h !== undefined && h.session.exclusive + h.session.shared + h.xact.exclusive + h.xact.shared === 0) e.holders.delete(owner);
    this.wake(key, e);
  }

  /** Grants waiting requests in order while they are compatible. */
  private wake(key: string, e: Entry): void {
    while (e.waiters.length > 0) {
      const w = e.waiters[0] as Waiter;
      if (!this.compatible(e, w.owner, w.exclusive)) break;
      e.waiters.shift();
      w.grant();
    }
    if (e.holders.size === 0 && e.waiters.length === 0) this.entries.delete(key);
  }
}
