import type { WriteLock } from '../ports.js';

/** A waiter in the FIFO queue. */
interface Waiter {
  owner: number;
  grant: () => void;
}

/**
 * The FIFO write lock of one database: SQLite has a single writer, so writers queue here (on
 * the coordinator) instead of sleeping inside SQLite. Re-entrant: an owner that holds the lock
 * gets it again at once and must release it as many times as it acquired it. Releasing a lock
 * one does not hold does nothing, so clean-up paths can call it unconditionally. An owner that
 * stops waiting must release once its acquire resolves (the lock is then handed on).
 */
export function createWriteLock(): WriteLock {
  let holder: number | null = null;
  let depth = 0;
  const queue: Waiter[] = [];

  const handOn = (): void => {
    const next = queue.shift();
    if (next === undefined) {
      holder = null;
      return;
    }
    holder = next.owner;
    depth = 1;
    next.grant();
    // Further requests of the same owner queued behind it are re-entrant acquisitions now.
    for (let i = 0; i < queue.length; ) {
      const waiter = queue[i];
      if (waiter !== undefined && waiter.owner === next.owner) {
        queue.splice(i, 1);
        depth++;
        waiter.grant();
      } else {
        i++;
      }
    }
  };

  return {
    acquire(owner: number): Promise<void> {
      if (holder === null || holder === owner) {
        holder = owner;
        depth++;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        queue.push({ owner, grant: resolve });
      });
    },
    release(owner: number): void {
      if (holder !== owner) return;
      depth--;
      if (depth === 0) handOn();
    },
    heldBy(): number | null {
      return holder;
    },
  };
}
