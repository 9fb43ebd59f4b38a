import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Executor } from '@pgsqlite/engine';
import { PgError } from '@pgsqlite/errors';
import { pooledExecutorFactory } from '../index.js';

/**
 * Without the interrupt extension no statement can be stopped alone: an interrupt terminates its
 * thread, and the connection with it. A session whose connection held state a rollback keeps
 * (temporary tables, currval) has lost it: every later call fails with 57P02, as a backend's
 * session ends when another server process crashes — its next statement used to run on a fresh
 * connection without its temporary tables ('no such table'). A session whose connection held
 * nothing beyond the statement goes on, on another connection.
 */
// Read once per process (this test file's fork) and by the threads started below.
process.env['PGSQLITE_INTERRUPT_EXTENSION'] = join(tmpdir(), 'pgsqlite-no-such-interrupt-extension.so');

// Worker threads load the compiled package (dist/): run `npx tsc -b` first (npm test does).
const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-lost-state-'));
const path = join(dir, 'db.sqlite');
const factory = pooledExecutorFactory({ threads: 1, maxThreads: 4 });
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
const codeOf = (p: Promise<unknown>): Promise<string> =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof PgError ? e.code : String(e)),
  );
/** Long enough to be interrupted (a few hundred ms); calls no JavaScript, so it ends by itself after the thread is gone. */
const LONG = 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 3000000) SELECT count(*) FROM c';
const cancel = (): PgError => new PgError('query_canceled', 'canceling statement due to user request');

/** Runs LONG on `e`, interrupts it after 50 ms; resolves with the statement's SQLSTATE and whether the connection survived. */
async function interrupted(e: Executor): Promise<{ code: string; kept: boolean | null }> {
  const running = codeOf(e.run(LONG, []));
  await new Promise((r) => setTimeout(r, 50));
  expect(e.interrupt?.(cancel())).toBe(true);
  const code = await running;
  const kept = (await e.recovery?.()) ?? null;
  await e.retiring?.();
  return { code, kept };
}

describe('pooled executor: a connection lost with its thread', () => {
  it("lost-state-1.1 the session's temporary tables are gone: 57P02 from then on, never a statement on a fresh connection", async () => {
    const e = await open();
    await e.run('CREATE TEMP TABLE mine (x)', []);
    await e.run('INSERT INTO mine VALUES (1)', []);
    expect(await interrupted(e)).toEqual({ code: '57014', kept: false });
    expect(await codeOf(e.run('SELECT count(*) FROM temp.mine', []))).toBe('57P02');
    expect(await codeOf(e.run('SELECT 1', []))).toBe('57P02');
    // Other sessions are served on.
    expect(await one(await open(), 'SELECT 41 + 1')).toBe(42);
  });

  it('lost-state-1.2 a session whose connection held nothing beyond the statement goes on', async () => {
    const e = await open();
    expect(await interrupted(e)).toEqual({ code: '57014', kept: false });
    expect(await one(e, 'SELECT 41 + 1')).toBe(42);
    await e.run('CREATE TEMP TABLE later (x)', []);
    expect(await one(e, 'SELECT count(*) FROM temp.later')).toBe(0);
  });

  it('lost-state-1.3 a transaction alone is not lasting state: the session goes on outside it', async () => {
    const e = await open();
    await e.run('CREATE TABLE IF NOT EXISTS t (x)', []);
    await e.run('BEGIN', []);
    await e.run('INSERT INTO t VALUES (1)', []);
    expect(await interrupted(e)).toEqual({ code: '57014', kept: false });
    expect(e.inTransaction()).toBe(false);
    expect(await one(e, 'SELECT count(*) FROM t')).toBe(0);
  });
});
