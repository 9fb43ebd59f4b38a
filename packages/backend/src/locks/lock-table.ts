import { conflicts, type LockMode } from './lock-modes.js';
import { LockWaits } from './lock-waits.js';

/**
 * The server's heavyweight lock table (lock.c) for the locks pgsqlite keeps itself: advisory
 * locks (LOCKTAG_ADVISORY) and LOCK TABLE's relation locks, in PostgreSQL's eight modes, held per
 * session or per transaction, re-entrant, granted in FIFO order. Waits are promises the caller can
 * abandon (cancel, lock_timeout, deadlock). It also carries the server's wait graph (`waits`) and
 * the transaction ids of the sessions that hold a database's write lock, for pg_locks and the
 * deadlock check.
 */

/** How a lock is held: for the session (until unlocked) or for the transaction. */
export type LockScope = 'session' | 'xact';

/** What is locked, with what pg_locks and the deadlock DETAIL show of it. */
export interface LockTag {
  /** Identity in the table (database and object). */
  readonly key: string;
  readonly locktype: 'advisory' | 'relation';
  /** The database name (pg_advisory_unlock_all and the session's end act per database). */
  readonly database: string;
  /** pg_locks columns of the tag (database oid, relation, classid, objid, objsubid). */
  readonly fields: Readonly<Record<string, number | null>>;
  /** lock.c DescribeLockTag: `advisory lock [5,0,1,1]`, `relation 16385 of database 5`. */
  readonly text: string;
}

type Counts = Record<LockScope, number>;

interface Waiter {
  owner: number;
  mode: LockMode;
  grant: () => void;
}

interface Entry {
  tag: LockTag;
  /** owner → mode → counts per scope */
  holders: Map<number, Map<LockMode, Counts>>;
  waiters: Waiter[];
}

/** One row of pg_locks from this table: a hold (granted) or a wait. */
export interface LockRow {
  tag: LockTag;
  pid: number;
  mode: LockMode;
  granted: boolean;
}

/** A request that did not get its lock at once. */
export interface LockRequest {
  /** Granted at once (no wait). */
  immediate: boolean;
  granted: Promise<void>;
  /** Withdraws the request (it is then never granted); false when it was granted already. */
  abandon: () => boolean;
  /** The sessions it waits for now: conflicting holders, then conflicting waiters ahead of it. */
  blockers: () => number[];
}

export class LockTable {
  private readonly entries = new Map<string, Entry>();
  /** Who waits for what, server-wide (write lock, advisory and relation locks). */
  readonly waits = new LockWaits();
  /** Transaction id of each session holding a database's write lock (pg_locks' transactionid). */
  private readonly xids = new Map<number, { database: string; xid: number }>();
  private nextXid = 740;

  private entry(tag: LockTag): Entry {
    let e = this.entries.get(tag.key);
    if (e === undefined) {
      e = { tag, holders: new Map(), waiters: [] };
      this.entries.set(tag.key, e);
    }
    return e;
  }

  /** Other owners holding a mode that conflicts with `mode`. */
  private conflictingHolders(e: Entry, owner: number, mode: LockMode): number[] {
    const out: number[] = [];
    for (const [o, modes] of e.holders) {
      if (o === owner) continue;
      for (const [m, c] of modes) {
        if (c.session + c.xact > 0 && conflicts(mode, m)) {
          out.push(o);
          break;
        }
      }
    }
    return out;
  }

  private grant(e: Entry, owner: number, mode: LockMode, scope: LockScope): void {
    let modes = e.holders.get(owner);
    if (modes === undefined) {
      modes = new Map();
      e.holders.set(owner, modes);
    }
    let c = modes.get(mode);
    if (c === undefined) {
      c = { session: 0, xact: 0 };
      modes.set(mode, c);
    }
    c[scope]++;
  }

  /** Takes the lock now if it can be granted (no conflicting holder, nobody queued before a newcomer); false otherwise. */
  tryAcquire(tag: LockTag, owner: number, mode: LockMode, scope: LockScope): boolean {
    const e = this.entry(tag);
    const holds = e.holders.has(owner);
    if ((!holds && e.waiters.length > 0) || this.conflictingHolders(e, owner, mode).length > 0) {
      if (e.holders.size === 0 && e.waiters.length === 0) this.entries.delete(tag.key);
      return false;
    }
    this.grant(e, owner, mode, scope);
    return true;
  }

  /** Waits for the lock (granted at once when it can be). */
  acquire(tag: LockTag, owner: number, mode: LockMode, scope: LockScope): LockRequest {
    if (this.tryAcquire(tag, owner, mode, scope)) return { immediate: true, granted: Promise.resolve(), abandon: () => false, blockers: () => [] };
    const e = this.entry(tag);
    let waiter: Waiter | null = null;
    const granted = new Promise<void>((resolve) => {
      waiter = {
        owner,
        mode,
        grant: () => {
          this.grant(e, owner, mode, scope);
          resolve();
        },
      };
      e.waiters.push(waiter);
    });
    return {
      immediate: false,
      granted,
      abandon: () => {
        const i = waiter === null ? -1 : e.waiters.indexOf(waiter);
        if (i < 0) return false;
        e.waiters.splice(i, 1);
        this.wake(e);
        return true;
      },
      blockers: () => {
        const i = waiter === null ? -1 : e.waiters.indexOf(waiter);
        if (i < 0) return [];
        const ahead = e.waiters.slice(0, i).filter((w) => w.owner !== owner && conflicts(mode, w.mode)).map((w) => w.owner);
        return [...new Set([...this.conflictingHolders(e, owner, mode), ...ahead])];
      },
    };
  }

  /** Releases one hold; false when the owner holds no such lock (PostgreSQL then warns). */
  release(tag: LockTag, owner: number, mode: LockMode, scope: LockScope): boolean {
    const e = this.entries.get(tag.key);
    const c = e?.holders.get(owner)?.get(mode);
    if (e === undefined || c === undefined || c[scope] === 0) return false;
    c[scope]--;
    this.cleanup(e, owner);
    return true;
  }

  /** Releases every hold of `owner` in `scope` (in `database` only when given): transaction end, pg_advisory_unlock_all, session end. */
  releaseAll(owner: number, scope: LockScope, filter?: { database?: string; locktype?: LockTag['locktype'] }): void {
    for (const e of [...this.entries.values()]) {
      if (filter?.database !== undefined && e.tag.database !== filter.database) continue;
      if (filter?.locktype !== undefined && e.tag.locktype !== filter.locktype) continue;
      const modes = e.holders.get(owner);
      if (modes === undefined) continue;
      for (const c of modes.values()) c[scope] = 0;
      this.cleanup(e, owner);
    }
  }

  private cleanup(e: Entry, owner: number): void {
    const modes = e.holders.get(owner);
    if (modes !== undefined) {
      for (const [m, c] of modes) if (c.session + c.xact === 0) modes.delete(m);
      if (modes.size === 0) e.holders.delete(owner);
    }
    this.wake(e);
  }

  /** Grants waiting requests in order while they are compatible. */
  private wake(e: Entry): void {
    while (e.waiters.length > 0) {
      const w = e.waiters[0] as Waiter;
      if (this.conflictingHolders(e, w.owner, w.mode).length > 0) break;
      e.waiters.shift();
      w.grant();
    }
    if (e.holders.size === 0 && e.waiters.length === 0) this.entries.delete(e.tag.key);
  }

  /** Every hold and wait of the table (pg_locks). */
  rows(): LockRow[] {
    const out: LockRow[] = [];
    for (const e of this.entries.values()) {
      for (const [pid, modes] of e.holders) for (const mode of modes.keys()) out.push({ tag: e.tag, pid, mode, granted: true });
      for (const w of e.waiters) out.push({ tag: e.tag, pid: w.owner, mode: w.mode, granted: false });
    }
    return out;
  }

  /** The session took `database`'s write lock: it gets a transaction id (pg_locks, the deadlock DETAIL). */
  noteWriter(pid: number, database: string): void {
    if (!this.xids.has(pid)) this.xids.set(pid, { database, xid: this.nextXid++ });
  }

  /** The session released the write lock. */
  forgetWriter(pid: number): void {
    this.xids.delete(pid);
  }

  /** The transaction id of a session holding a write lock, or null. */
  writerXid(pid: number): number | null {
    return this.xids.get(pid)?.xid ?? null;
  }

  /** Sessions holding a write lock, with their database and transaction id. */
  writers(): { pid: number; database: string; xid: number }[] {
    return [...this.xids].map(([pid, w]) => ({ pid, ...w }));
  }
}
