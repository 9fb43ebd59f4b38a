import { describe, expect, it } from 'vitest';
import { createWriteLock } from './write-lock.js';

/** Lets pending promise callbacks run. */
const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('write lock', () => {
  it('write-lock-1.1 a free lock is granted at once', async () => {
    const lock = createWriteLock();
    expect(lock.heldBy()).toBe(null);
    await lock.acquire(1);
    expect(lock.heldBy()).toBe(1);
    lock.release(1);
    expect(lock.heldBy()).toBe(null);
  });

  it('write-lock-1.2 waiters are served first in, first out', async () => {
    const lock = createWriteLock();
    const order: number[] = [];
    await lock.acquire(1);
    const waiters = [3, 2, 4].map((owner) => lock.acquire(owner).then(() => order.push(owner)));
    await tick();
    expect(order).toEqual([]);
    for (const owner of [1, 3, 2]) {
      lock.release(owner);
      await tick();
    }
    await Promise.all(waiters);
    expect(order).toEqual([3, 2, 4]);
    expect(lock.heldBy()).toBe(4);
  });

  it('write-lock-1.3 re-entrant: the holder acquires again and releases as often', async () => {
    const lock = createWriteLock();
    await lock.acquire(1);
    await lock.acquire(1);
    let granted = false;
    void lock.acquire(2).then(() => {
      granted = true;
    });
    lock.release(1);
    await tick();
    expect([lock.heldBy(), granted]).toEqual([1, false]);
    lock.release(1);
    await tick();
    expect([lock.heldBy(), granted]).toEqual([2, true]);
  });

  it('write-lock-1.4 releasing a lock one does not hold changes nothing', async () => {
    const lock = createWriteLock();
    lock.release(7);
    await lock.acquire(1);
    lock.release(2);
    expect(lock.heldBy()).toBe(1);
  });

  it('write-lock-1.5 several queued requests of one owner are granted together', async () => {
    const lock = createWriteLock();
    await lock.acquire(1);
    const granted: string[] = [];
    const a = lock.acquire(2).then(() => granted.push('2a'));
    const b = lock.acquire(3).then(() => granted.push('3'));
    const c = lock.acquire(2).then(() => granted.push('2b'));
    lock.release(1);
    await Promise.all([a, c]);
    expect(granted).toEqual(['2a', '2b']);
    lock.release(2);
    await tick();
    expect(lock.heldBy()).toBe(2);
    lock.release(2);
    await b;
    expect(lock.heldBy()).toBe(3);
  });

  it('write-lock-1.6 a waiter that gave up releases once granted, and the lock moves on', async () => {
    const lock = createWriteLock();
    await lock.acquire(1);
    const abandoned = lock.acquire(2);
    void abandoned.then(() => lock.release(2));
    const next = lock.acquire(3);
    lock.release(1);
    await next;
    expect(lock.heldBy()).toBe(3);
  });
});
