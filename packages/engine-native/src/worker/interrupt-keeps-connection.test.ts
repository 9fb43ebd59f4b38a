import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Executor, ExecutorFactory } from '@pgsqlite/engine';
import { PgError } from '@pgsqlite/errors';
import { pooledExecutorFactory } from '../index.js';

// Worker threads load the compiled package (dist/): run `npx tsc -b` first (npm test does).
const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-interrupt-'));
const path = join(dir, 'db.sqlite');
const factory: ExecutorFactory = pooledExecutorFactory({ threads: 1, maxThreads: 3 });
const opened: Executor[] = [];
afterAll(async () => {
  await Promise.all(opened.map((e) => e.close()));
  await factory.close?.();
  rmSync(dir, { recursive: true, force: true });
});

const open = async (): Promise<Executor> => {
  const e = await factory.open({ path, synchronous: 'NORMAL' });
  opened.push(e);
  return e;
};
const one = async (e: Executor, sql: string): Promise<unknown> => {
  const v = (await e.run(sql, [])).rows?.[0]?.[0];
  return typeof v === 'bigint' ? Number(v) : v;
};
const LONG = 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 50000000) SELECT count(*) FROM c';
const cancel = (): PgError => new PgError('query_canceled', 'canceling statement due to user request');

describe('pooled executor: an interrupt stops the statement and keeps the connection', () => {
  it('the temporary table and the connection survive; the transaction is rolled back; recovery() says so', async () => {
    const e = await open();
    await e.run('CREATE TEMP TABLE keep (x)', []);
    await e.run('INSERT INTO keep VALUES (1)', []);
    await e.run('BEGIN', []);
    await e.run('INSERT INTO keep VALUES (2)', []);
    const running = e.run(LONG, []).catch((err: unknown) => err);
    await new Promise((r) => setTimeout(r, 100));
    expect(e.interrupt?.(cancel())).toBe(true);
    expect(((await running) as PgError).fields.code).toBe('57014');
    expect(await e.recovery?.()).toBe(true);
    expect(e.inTransaction()).toBe(false);
    expect(await one(e, 'SELECT group_concat(x) FROM keep')).toBe('1');
  });

  it('a session that ends while its interrupted statement is being stopped gives its thread back', async () => {
    // One thread in the pool (at most three): a thread left leased to the ended session would
    // make every later statement wait for, then start, another thread.
    for (let round = 0; round < 4; round++) {
      const e = await open();
      await e.run('CREATE TEMP TABLE gone (x)', []);
      const running = e.run(LONG, []).catch((err: unknown) => err);
      await new Promise((r) => setTimeout(r, 50));
      expect(e.interrupt?.(cancel())).toBe(true);
      await e.close();
      await running;
    }
    const other = await open();
    const t0 = performance.now();
    expect(await Promise.all([1, 2, 3, 4].map((n) => one(other, `SELECT ${n}`)))).toEqual([1, 2, 3, 4]);
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(other.readyNow?.()).toBe(true);
  });
});
