import { PgError } from '@pgsqlite/errors';
import { startTimer } from '../timers.js';

/** One session waiting for a lock. */
export interface Wait {
  readonly pid: number;
  /** What it waits for, as deadlock.c prints it: `ShareLock on transaction 740`. */
  readonly what: string;
  /** pg_stat_activity.wait_event under wait_event_type 'Lock': transactionid, advisory, relation. */
  readonly event: 'transactionid' | 'advisory' | 'relation';
  /** The sessions it waits for now (pg_blocking_pids, the wait-for graph). */
  readonly blockers: () => number[];
}

/**
 * The server's wait-for graph (deadlock.c): every session waiting for a write lock, an advisory
 * lock or a relation lock, and whom it waits for. A waiter checks it once, deadlock_timeout after
 * its wait began (ProcSleep → CheckDeadLock); finding itself on a cycle, it gives up with 40P01
 * and the others go on.
 */
export class LockWaits {
  private readonly waits = new Map<number, Wait>();
  /** When each wait began, in µs since 1970 (pg_locks.waitstart). */
  private readonly starts = new Map<number, number>();

  /** `wait.pid` begins waiting; returns the function that ends its wait. */
  begin(wait: Wait): () => void {
    this.waits.set(wait.pid, wait);
    this.starts.set(wait.pid, Date.now() * 1000);
    return () => {
      if (this.waits.get(wait.pid) !== wait) return;
      this.waits.delete(wait.pid);
      this.starts.delete(wait.pid);
    };
  }

  /** Every wait now. */
  all(): Wait[] {
    return [...this.waits.values()];
  }

  /** When `pid`'s wait began (µs since 1970), or null. */
  startOf(pid: number): number | null {
    return this.starts.get(pid) ?? null;
  }

  /** What `pid` waits for now, if anything. */
  of(pid: number): Wait | undefined {
    return this.waits.get(pid);
  }

  /** pg_blocking_pids(pid): the sessions `pid` waits for (empty when it does not wait). */
  blockingPids(pid: number): number[] {
    return this.waits.get(pid)?.blockers().filter((p) => p > 0) ?? [];
  }

  /** A cycle of waits through `pid` (`pid` first, each waiting for the next), or null. */
  findCycle(pid: number): number[] | null {
    const path: number[] = [];
    const seen = new Set<number>();
    const visit = (p: number): boolean => {
      path.push(p);
      seen.add(p);
      for (const next of this.waits.get(p)?.blockers() ?? []) {
        if (next === pid) return true;
        if (!seen.has(next) && this.waits.has(next) && visit(next)) return true;
      }
      path.pop();
      return false;
    };
    return visit(pid) ? path : null;
  }

  /** deadlock.c DeadLockReport's DETAIL for a cycle from findCycle. */
  describeCycle(cycle: readonly number[]): string {
    return cycle
      .map((p, i) => `Process ${p} waits for ${this.waits.get(p)?.what ?? 'a lock'}; blocked by process ${cycle[(i + 1) % cycle.length]}.`)
      .join('\n');
  }
}

/** The timeouts that bound one wait, in ms (0: none). */
export interface WaitLimits {
  lockTimeout: number;
  deadlockTimeout: number;
}

/** lock_timeout expired (proc.c: LOCK_TIMEOUT → 55P03). */
export function lockTimeoutError(): PgError {
  return new PgError('lock_not_available', 'canceling statement due to lock timeout');
}

/**
 * Waits for `granted` as `wait` in `graph`: rejects with 55P03 when lock_timeout passes first, and
 * with 40P01 when the deadlock check deadlock_timeout after the start finds `wait.pid` on a cycle.
 * `end()` stops the timers and takes the wait off the graph; call it however the wait ended (the
 * caller withdraws its request when the wait failed).
 */
export function awaitLock(graph: LockWaits, wait: Wait, granted: Promise<void>, limits: WaitLimits): { done: Promise<void>; end: () => void } {
  const leave = graph.begin(wait);
  const stops: (() => void)[] = [];
  const done = new Promise<void>((resolve, reject) => {
    granted.then(resolve, reject);
    if (limits.lockTimeout > 0) stops.push(startTimer(limits.lockTimeout, () => reject(lockTimeoutError())));
    const check = (): void => {
      const cycle = graph.findCycle(wait.pid);
      if (cycle !== null) reject(new PgError('deadlock_detected', 'deadlock detected', { detail: graph.describeCycle(cycle), hint: 'See server log for query details.' }));
    };
    stops.push(startTimer(Math.max(1, limits.deadlockTimeout), check));
  });
  return {
    done,
    end: () => {
      for (const stop of stops) stop();
      leave();
    },
  };
}
