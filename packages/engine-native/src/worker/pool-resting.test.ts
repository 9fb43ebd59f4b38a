import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Executor } from '@pgsqlite/engine';
import { pooledExecutorFactory, type PooledExecutorFactory } from '../index.js';

// How many executor threads a pool holds (issue 18: resident memory): its size while in use,
// spares only while statements contend for threads, one thread at rest. Worker threads load the
// compiled package (dist/): run `npx tsc -b` first (npm test does).
const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-pool-rest-'));
const factories: PooledExecutorFactory[] = [];
const opened: Executor[] = [];
afterAll(async () => {
  await Promise.all(opened.map((e) => e.close()));
  await Promise.all(factories.map((f) => f.close?.()));
  rmSync(dir, { recursive: true, force: true });
});

const IDLE_MS = 600;
const make = (name: string): { factory: PooledExecutorFactory; open: () => Promise<Executor> } => {
  const factory = pooledExecutorFactory({ threads: 2, idleMs: IDLE_MS });
  factories.push(factory);
  const path = join(dir, `${name}.sqlite`);
  return {
    factory,
    open: async () => {
      const e = await factory.open({ path, synchronous: 'NORMAL' });
      opened.push(e);
      return e;
    },
  };
};
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
/** Polls `f().threads` until `ok` holds or `ms` passed; the last count. */
async function threadsUntil(f: PooledExecutorFactory, ok: (n: number) => boolean, ms: number): Promise<number> {
  const end = Date.now() + ms;
  while (!ok(f.census().threads) && Date.now() < end) await sleep(25);
  return f.census().threads;
}
const long = (n: number): string => `WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < ${n}) SELECT count(*) FROM c`;

describe('pool at rest', () => {
  it('rest-1 one session running statements one after another boots the pool to its size, no spares', async () => {
    const { factory, open } = make('one');
    const e = await open();
    const until = Date.now() + IDLE_MS / 2;
    let n = 0;
    // Statements for a while (within IDLE_MS of each other, so the pool stays in use).
    while (Date.now() < until) {
      await e.run('SELECT 1', []);
      n++;
    }
    expect(n).toBeGreaterThan(0);
    expect(await threadsUntil(factory, (t) => t >= 2, 5000)).toBe(2);
    await e.run('SELECT 1', []);
    await sleep(200);
    expect(factory.census().threads).toBe(2);
  });

  it('rest-2 statements contending for threads start spares; at rest the pool retires to one thread', async () => {
    const { factory, open } = make('contend');
    const [a, b, c] = [await open(), await open(), await open()];
    await a.run('SELECT 1', []);
    expect(await threadsUntil(factory, (t) => t >= 2, 5000)).toBe(2);
    // Three long statements at once on two threads: one waits, and the pool adds threads.
    const runs = [a, b, c].map((e) => e.run(long(400_000), []));
    const grown = await threadsUntil(factory, (t) => t > 2, 10_000);
    await Promise.all(runs);
    expect(grown).toBeGreaterThan(2);
    // No statement for a while: the threads beyond one retire.
    expect(await threadsUntil(factory, (t) => t === 1, IDLE_MS * 4 + 5000)).toBe(1);
    // And it serves again (data shared, the thread's connection still open).
    await a.run('CREATE TABLE IF NOT EXISTS t (x)', []);
    await a.run('INSERT INTO t VALUES (1)', []);
    expect(Number((await b.run('SELECT count(*) FROM t', [])).rows?.[0]?.[0])).toBe(1);
  });
});
