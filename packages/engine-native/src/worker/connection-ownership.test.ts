import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Executor } from '@pgsqlite/engine';
import { PgError } from '@pgsqlite/errors';
import { nativeEngineFactory, pooledExecutorFactory, type PooledExecutorFactory } from '../index.js';

// Every SQLite connection of the pool has exactly one owner that closes it, however its session
// ends: the pool (free connections, closed with the database's last session), a session (its
// parked connection: temporary tables, a transaction), InlineTransactions (the server-thread
// connection). The TCP fuzz once left one parked connection open per session whose client went
// away while it waited for its thread (the session dropped its connection without closing it).
// Worker threads load the compiled package (dist/): run `npx tsc -b` first (npm test does).
const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-owners-'));
const path = join(dir, 'db.sqlite');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const long = (n: number): string => `WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < ${n}) SELECT count(*) FROM c`;
const one = async (e: Executor, sql: string): Promise<unknown> => {
  const v = (await e.run(sql, [])).rows?.[0]?.[0];
  return typeof v === 'bigint' ? Number(v) : v;
};
const lost = (): PgError => new PgError('connection_failure', 'connection to client lost', { severity: 'FATAL' });
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** One thread (no spares), and inline transactions on this thread as the server runs them. */
function singleThreaded(): PooledExecutorFactory {
  return pooledExecutorFactory({ threads: 1, maxThreads: 1, inline: { engine: nativeEngineFactory, onOpen: () => undefined, functions: new Set() } });
}

/** Waits until `f`'s census shows no connection left (every session closed), or 5 s passed. */
async function drained(f: PooledExecutorFactory): Promise<void> {
  for (let t = 0; t < 100 && (f.census().open > 0 || f.census().inline > 0); t++) await sleep(50);
}

describe('connection ownership', () => {
  it('owners-1 an interrupt while a session waits for the thread of its parked connection keeps the connection: its temporary table answers next, and it closes with the session', async () => {
    const f = singleThreaded();
    try {
      const open = (): Promise<Executor> => f.open({ path, synchronous: 'NORMAL' });
      const [keeper, busy] = [await open(), await open()];
      await keeper.run('CREATE TEMP TABLE held (x)', []);
      await keeper.run('INSERT INTO held VALUES (1)', []);
      // The one thread runs another session's long statement: the keeper's next statement waits.
      const running = busy.run(long(3_000_000), []);
      await sleep(50);
      const waiting = keeper.run('SELECT x FROM held', []).catch((e: unknown) => e);
      await sleep(20);
      expect(keeper.interrupt?.(lost())).toBe(true);
      expect(((await waiting) as PgError).fields.code).toBe('08006');
      await running;
      // The session is not lost: its connection, with its temporary table, serves it again.
      expect(await one(keeper, 'SELECT x FROM held')).toBe(1);
      expect(f.census()).toMatchObject({ parked: 1, unowned: 0 });
      await keeper.close();
      expect(f.census()).toMatchObject({ parked: 0, unowned: 0 });
      await busy.close();
      await drained(f);
      expect(f.census()).toMatchObject({ open: 0, parked: 0, inline: 0 });
    } finally {
      await f.close?.();
    }
  });

  it('owners-2 a session that ends while it waits for the thread of its parked connection closes it, and no other session\'s connection', async () => {
    const f = singleThreaded();
    try {
      const open = (): Promise<Executor> => f.open({ path, synchronous: 'NORMAL' });
      const [bystander, leaving, busy] = [await open(), await open(), await open()];
      await bystander.run('CREATE TEMP TABLE mine (x)', []);
      await bystander.run('INSERT INTO mine VALUES (7)', []);
      await leaving.run('CREATE TEMP TABLE gone (x)', []);
      expect(f.census()).toMatchObject({ parked: 2, unowned: 0 });
      const running = busy.run(long(3_000_000), []);
      await sleep(50);
      const waiting = leaving.run('SELECT count(*) FROM gone', []).catch((e: unknown) => e);
      await sleep(20);
      // The session ends without an interrupt first (a Terminate, a fatal protocol error).
      await leaving.close();
      expect(await waiting).toBeInstanceOf(PgError);
      await running;
      expect(f.census()).toMatchObject({ parked: 1, unowned: 0 });
      // The bystander's connection is still the bystander's, with its table.
      expect(await one(bystander, 'SELECT x FROM mine')).toBe(7);
      await Promise.all([bystander.close(), busy.close()]);
      await drained(f);
      expect(f.census()).toMatchObject({ open: 0, parked: 0, inline: 0 });
    } finally {
      await f.close?.();
    }
  });

  it('owners-3 connections return to none after sessions end mid-transaction, by interrupt, mid-stream and while waiting for a thread', async () => {
    const f = singleThreaded();
    try {
      const open = (): Promise<Executor> => f.open({ path, synchronous: 'NORMAL' });
      const setup = await open();
      await setup.run('CREATE TABLE IF NOT EXISTS acct (id INTEGER PRIMARY KEY, bal INTEGER)', []);
      await setup.run('INSERT OR REPLACE INTO acct VALUES (1, 0), (2, 0)', []);
      for (let round = 0; round < 3; round++) {
        // A write transaction on the server's thread (inline), ended by the session's close.
        const inlineTx = await open();
        await inlineTx.runAfter!('BEGIN IMMEDIATE', 'UPDATE acct SET bal = bal + 1 WHERE id = 1', []);
        expect(inlineTx.inTransaction()).toBe(true);
        await inlineTx.close();
        // A transaction moved to the thread (a statement that is not bounded), ended by close.
        const moved = await open();
        await moved.runAfter!('BEGIN IMMEDIATE', 'UPDATE acct SET bal = bal + 1 WHERE id = 2', []);
        await moved.run(long(1000), []);
        expect(moved.inTransaction()).toBe(true);
        await moved.close();
        // An open stream, ended by close.
        const streaming = await open();
        await streaming.stream!('SELECT x FROM (WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 500) SELECT x FROM c)', [], 10);
        await streaming.close();
        // A temporary table and a statement interrupted mid-run, then closed.
        const interrupted = await open();
        await interrupted.run('CREATE TEMP TABLE t (x)', []);
        const running = interrupted.run(long(30_000_000), []).catch((e: unknown) => e);
        await sleep(50);
        interrupted.interrupt?.(lost());
        await running;
        await interrupted.retiring?.();
        await interrupted.close();
        // Waiting for the thread (another session's long statement), interrupted, then closed.
        const busy = await open();
        const waiter = await open();
        await waiter.run('CREATE TEMP TABLE w (x)', []);
        const long1 = busy.run(long(2_000_000), []);
        await sleep(30);
        const waiting = waiter.run('SELECT 1', []).catch((e: unknown) => e);
        await sleep(10);
        waiter.interrupt?.(lost());
        await waiting;
        await waiter.close();
        await long1;
        await busy.close();
        expect(f.census()).toMatchObject({ parked: 0, unowned: 0 });
      }
      await setup.close();
      await drained(f);
      expect(f.census()).toMatchObject({ open: 0, free: 0, parked: 0, unowned: 0, out: 0, inline: 0, sessions: 0 });
    } finally {
      await f.close?.();
    }
  });
});
