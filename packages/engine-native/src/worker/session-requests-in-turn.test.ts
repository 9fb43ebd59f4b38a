import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Executor } from '@pgsqlite/engine';
import { PgError } from '@pgsqlite/errors';
import { pooledExecutorFactory, type PooledExecutorFactory } from '../index.js';

// A session issues requests together (a catalog load reads its tables with Promise.all). The
// TCP fuzz found two faults from it: every thread but the last one such a batch ran on stayed
// leased to the session for good (another session parked there waited for ever; pg_stat_activity
// showed it 'active' until the server stopped), and a read ran on a connection without the
// session's temporary table (XX000 "no such table: pg_temp_N.c"). A session's requests now run
// one at a time, in order.
// Worker threads load the compiled package (dist/): run `npx tsc -b` first (npm test does).
const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-turns-'));
const path = join(dir, 'db.sqlite');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const count = async (e: Executor, sql: string): Promise<number> => Number((await e.run(sql, [])).rows?.[0]?.[0]);
const lost = (): PgError => new PgError('connection_failure', 'connection to client lost', { severity: 'FATAL' });

/** Resolves with `p`'s outcome, or 'hung' after `ms`. */
const within = <T>(p: Promise<T>, ms: number): Promise<T | 'hung'> => Promise.race([p, sleep(ms).then(() => 'hung' as const)]);

describe('a session’s requests run in turn', () => {
  it('turns-1 requests issued together leave no thread leased to the session', async () => {
    const f: PooledExecutorFactory = pooledExecutorFactory({ threads: 3, maxThreads: 3 });
    try {
      const [a, b] = [await f.open({ path, synchronous: 'NORMAL' }), await f.open({ path, synchronous: 'NORMAL' })];
      await a.run('CREATE TABLE IF NOT EXISTS shared (x)', []);
      // Long enough that they would overlap on the three threads.
      const long = `WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 100000) SELECT count(*) FROM c`;
      expect(await Promise.all(Array.from({ length: 6 }, () => count(a, long)))).toEqual(Array(6).fill(100000));
      expect(f.census().out).toBe(0);
      // Every thread serves the other session at once.
      expect(await within(Promise.all(Array.from({ length: 6 }, () => count(b, 'SELECT 1'))), 5_000)).toEqual([1, 1, 1, 1, 1, 1]);
      await Promise.all([a.close(), b.close()]);
    } finally {
      await f.close?.();
    }
  });

  it('turns-2 reads issued together by a session with a temporary table all see it; the batch after an interrupt too', async () => {
    const f: PooledExecutorFactory = pooledExecutorFactory({ threads: 2, maxThreads: 2 });
    try {
      const [a, other] = [await f.open({ path, synchronous: 'NORMAL' }), await f.open({ path, synchronous: 'NORMAL' })];
      await a.run('CREATE TEMP TABLE mine (x)', []);
      await a.run('INSERT INTO mine VALUES (1), (2)', []);
      expect(await Promise.all(Array.from({ length: 8 }, () => count(a, 'SELECT count(*) FROM temp.mine')))).toEqual(Array(8).fill(2));
      // An interrupt in the middle of a batch: the rest of it runs after the recovery, on the session's connection.
      const batch = Array.from({ length: 8 }, () => count(a, 'SELECT count(*) FROM temp.mine').catch((e: unknown) => (e as PgError).code));
      a.interrupt?.(lost());
      const answers = await within(Promise.all(batch), 5_000);
      expect(answers).not.toBe('hung');
      expect((answers as unknown[]).filter((x) => x !== 2 && x !== '08006')).toEqual([]);
      expect(await count(a, 'SELECT count(*) FROM temp.mine')).toBe(2);
      expect(await within(count(other, 'SELECT 1'), 5_000)).toBe(1);
      await a.close();
      await other.close();
      expect(f.census().out).toBe(0);
    } finally {
      await f.close?.();
    }
  });
});
