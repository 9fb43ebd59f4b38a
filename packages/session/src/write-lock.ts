import type { WriteLock } from './ports.js';

/**
 * A FIFO write lock, re-entrant for its owner. The server's database provider has its own;
 * this one serves embedders and tests.
 */
export function createWriteLock(): WriteLock {
  let holder: number | null = null;
  let depth = 0;
  const queue: { owner: number; grant: () => void }[] = [];
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
      if (depth > 0) return;
      const next = queue.shift();
      holder = next === undefined ? null : next.owner;
      if (next !== undefined) {
        depth = 1;
        next.grant();
      }
    },
    heldBy(): number | null {
      return holder;
    },
  };
}
