import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Executor, ExecutorFactory } from '@pgsqlite/engine';
import { PgError } from '@pgsqlite/errors';
import { pooledExecutorFactory } from '../index.js';

// Worker threads load the compiled package (dist/): run `npx tsc -b` first (npm test does).
const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-pool-'));
const path = join(dir, 'db.sqlite');
const factory: ExecutorFactory = pooledExecutorFactory({ threads: 2 });
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
const long = (n: number): string => `WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < ${n}) SELECT count(*) FROM c`;

describe('pooled executor', () => {
  it('pool-1.1 opening costs no thread work; many executors share the pool; data is shared', async () => {
    const t0 = performance.now();
    const many = await Promise.all(Array.from({ length: 30 }, () => open()));
    expect(performance.now() - t0).toBeLessThan(1000);
    await many[0]!.run('CREATE TABLE t (a INTEGER PRIMARY KEY, b TEXT)', []);
    await Promise.all(many.map((e, i) => e.run('INSERT INTO t VALUES (?, ?)', [i, `v${i}`])));
    expect(await Promise.all(many.map((e) => one(e, 'SELECT count(*) FROM t')))).toEqual(many.map(() => 30));
  });

  it('pool-1.2 a transaction keeps its connection: its writes are seen by itself only, until COMMIT', async () => {
    const [a, b] = [await open(), await open()];
    await a.run('CREATE TABLE IF NOT EXISTS u (a INTEGER)', []);
    await a.run('BEGIN IMMEDIATE', []);
    expect(a.inTransaction()).toBe(true);
    await a.run('INSERT INTO u VALUES (1)', []);
    // Other executors' statements run meanwhile on other connections.
    await Promise.all(Array.from({ length: 5 }, () => b.run('SELECT 1', [])));
    expect(await one(a, 'SELECT count(*) FROM u')).toBe(1);
    expect(await one(b, 'SELECT count(*) FROM u')).toBe(0);
    await a.run('COMMIT', []);
    expect(a.inTransaction()).toBe(false);
    expect(await one(b, 'SELECT count(*) FROM u')).toBe(1);
  });

  it('pool-1.3 a temporary table keeps its connection; other executors never see it', async () => {
    const [a, b] = [await open(), await open()];
    await a.run('CREATE TEMP TABLE mine (x)', []);
    await a.run('INSERT INTO mine VALUES (7)', []);
    await Promise.all([b.run('SELECT 1', []), b.run('SELECT 2', [])]);
    expect(await one(a, 'SELECT x FROM mine')).toBe(7);
    await expect(b.run('SELECT x FROM mine', [])).rejects.toThrow(/no such table|does not exist/);
  });

  it('pool-1.4 a long statement does not delay another executor; interrupt retires only its own connection', async () => {
    const [slow, other, keeper] = [await open(), await open(), await open()];
    await keeper.run('CREATE TEMP TABLE kept (x)', []);
    await keeper.run('INSERT INTO kept VALUES (1)', []);
    const running = slow.run(long(30_000_000), []).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 100));
    const t0 = performance.now();
    expect(await one(other, 'SELECT 41 + 1')).toBe(42);
    expect(performance.now() - t0).toBeLessThan(1500);
    expect(slow.interrupt?.(new PgError('query_canceled', 'canceling statement due to user request'))).toBe(true);
    const err = await running;
    expect(err instanceof PgError && err.fields.code).toBe('57014');
    // (retiring() resolves only once SQLite returns from the abandoned statement: not awaited here.)
    expect(slow.retiring?.()).not.toBeNull();
    // The session that kept a connection (its temporary table) still has it.
    expect(await one(keeper, 'SELECT x FROM kept')).toBe(1);
    expect(await one(slow, 'SELECT 5')).toBe(5);
  });

  it('pool-1.5 sessions with temporary tables own a connection each, not a thread: twelve of them share the pool', async () => {
    const threads = (): number => readdirSync('/proc/self/task').length;
    const before = threads();
    const many = await Promise.all(Array.from({ length: 12 }, () => open()));
    for (const [i, e] of many.entries()) {
      await e.run(`CREATE TEMP TABLE own${i} (x)`, []);
      await e.run(`INSERT INTO own${i} VALUES (${i})`, []);
    }
    // Each reads its own table on its own connection, interleaved with the others.
    for (const [i, e] of many.entries()) expect(await one(e, `SELECT x FROM own${i}`)).toBe(i);
    // A session binding a thread per temporary table would have started twelve.
    expect(threads() - before).toBeLessThan(6);
    // A transaction of a session without one runs beside them, and theirs too.
    const [plain] = [await open()];
    await plain.run('BEGIN', []);
    await many[0]!.run('BEGIN', []);
    expect(await one(many[1]!, 'SELECT x FROM own1')).toBe(1);
    await many[0]!.run('COMMIT', []);
    await plain.run('COMMIT', []);
    await Promise.all(many.map((e) => e.close()));
  });

  it('pool-1.6 an interrupt on a thread where another session parked its connection stops only the statement: the other keeps its transaction and temporary table', async () => {
    const single = pooledExecutorFactory({ threads: 1, maxThreads: 1 });
    try {
      const [keeper, slow] = [await single.open({ path, synchronous: 'NORMAL' }), await single.open({ path, synchronous: 'NORMAL' })];
      await keeper.run('CREATE TEMP TABLE held (x)', []);
      await keeper.run('BEGIN', []);
      await keeper.run('INSERT INTO held VALUES (1)', []);
      const running = slow.run(long(30_000_000), []).catch((e: unknown) => e);
      await new Promise((r) => setTimeout(r, 150));
      expect(slow.interrupt?.(new PgError('query_canceled', 'canceling statement due to user request'))).toBe(true);
      const err = await running;
      expect(err instanceof PgError && err.fields.code).toBe('57014');
      await slow.retiring?.();
      expect(keeper.inTransaction()).toBe(true);
      expect(await one(keeper, 'SELECT count(*) FROM held')).toBe(1);
      await keeper.run('COMMIT', []);
      expect(await one(slow, 'SELECT 6')).toBe(6);
      await Promise.all([keeper.close(), slow.close()]);
    } finally {
      await single.close?.();
    }
  });

  it('pool-1.7 an open stream keeps its connection, not its thread: another session runs there meanwhile, and an interrupt of it leaves the stream reading', async () => {
    const single = pooledExecutorFactory({ threads: 1, maxThreads: 1 });
    try {
      const [reader, other] = [await single.open({ path, synchronous: 'NORMAL' }), await single.open({ path, synchronous: 'NORMAL' })];
      const { first, rest } = await reader.stream!('WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 5000) SELECT x FROM c', [], 10);
      expect(first.rows.length).toBe(10);
      // The one thread serves the other session while the stream is open, and an interrupt there
      // stops that session's statement only.
      expect(await one(other, 'SELECT 8')).toBe(8);
      const running = other.run(long(30_000_000), []).catch((e: unknown) => e);
      await new Promise((r) => setTimeout(r, 150));
      expect(other.interrupt?.(new PgError('query_canceled', 'canceling statement due to user request'))).toBe(true);
      expect(((await running) as PgError).fields.code).toBe('57014');
      await other.retiring?.();
      let read = first.rows.length;
      for (;;) {
        const batch = await rest.next(1000);
        read += batch.rows.length;
        if (batch.done) break;
      }
      expect(read).toBe(5000);
      await Promise.all([reader.close(), other.close()]);
    } finally {
      await single.close?.();
    }
  });
});
