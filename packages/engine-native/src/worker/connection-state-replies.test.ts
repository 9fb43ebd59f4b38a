import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Executor } from '@pgsqlite/engine';
import { pooledExecutorFactory } from '../index.js';

/**
 * A thread hosts the connections of several sessions; requests of another connection (a session
 * closing the connection it parked there) queue behind a session's statement. When the thread
 * answers the queued request before the coordinator starts waiting for it (common on a loaded
 * machine: the coordinator is descheduled right after waking the thread), its reply is read at
 * once — before the continuation of the statement's session runs. That session used to read
 * the thread's *last* reply state (the close's: no transaction, no session state) as its own
 * connection's, and gave back to the pool a connection holding its temporary tables (which
 * another session's statement could then run on) or its open transaction; its next statement
 * ran on another connection: 'no such table: _pgsqlite_session_class' (tcp-fuzz, issue 15).
 *
 * Here every reply is read the way the race reads it — `waitAsync` on the reply sequence finds
 * it already there, synchronously — as soon as `syncReplies` is set, which makes the race
 * deterministic: one thread, two sessions parked on it, one runs a statement while the other
 * closes.
 */
let syncReplies = false;
vi.mock('./shared-channel.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('./shared-channel.js')>();
  const waitAsync: typeof real.waitAsync = (header, index, value, timeoutMs) => {
    if (!syncReplies || index !== real.REP_SEQ || timeoutMs !== undefined) return real.waitAsync(header, index, value, timeoutMs);
    // The thread answers before the coordinator looks: the reply is there, read at once.
    if (Atomics.wait(header, index, value, 10_000) === 'timed-out') return real.waitAsync(header, index, value);
    return { async: false, value: 'not-equal' };
  };
  return { ...real, waitAsync };
});

// Worker threads load the compiled package (dist/): run `npx tsc -b` first (npm test does).
const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-conn-state-'));
const path = join(dir, 'db.sqlite');
// One thread: every session's connection is on it, and requests of several connections queue there.
const factory = pooledExecutorFactory({ threads: 1, maxThreads: 1 });
const opened: Executor[] = [];
afterAll(async () => {
  syncReplies = false;
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

/** A statement over `table` running long enough (tens of ms) for another request to queue behind it. */
const slowCount = (table: string): string => `WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 300000) SELECT count(*) FROM c, ${table}`;

/**
 * Runs `sql` on `session` while `other` closes: the close of its parked connection queues behind
 * the statement on the one thread; from then on every reply is read at once.
 */
async function runWhileOtherCloses(session: Executor, sql: string, other: Executor): Promise<unknown> {
  const running = one(session, sql);
  await new Promise((r) => setTimeout(r, 5));
  const closing = other.close();
  syncReplies = true;
  try {
    const [value] = await Promise.all([running, closing]);
    return value;
  } finally {
    syncReplies = false;
  }
}

describe("pooled executor: a session's connection state is its connection's own reply, not its thread's last", () => {
  it('conn-state-1.1 temporary tables: the session keeps its connection while another session closes one on the same thread', async () => {
    const [a, b] = [await open(), await open()];
    await a.run('CREATE TEMP TABLE mine (x)', []);
    await a.run('INSERT INTO mine VALUES (1)', []);
    await b.run('CREATE TEMP TABLE theirs (y)', []);
    expect(factory.census()).toMatchObject({ threads: 1, parked: 2 });
    expect(await runWhileOtherCloses(a, slowCount('temp.mine'), b)).toBe(300000);
    // Still parked for `a` (it was given back to the pool as free: another session's statement could run on it).
    expect(factory.census()).toMatchObject({ parked: 1, unowned: 0 });
    const c = await open();
    expect(await one(c, 'SELECT count(*) FROM temp.sqlite_schema')).toBe(0);
    expect(await one(a, 'SELECT count(*) FROM temp.mine')).toBe(1);
    await Promise.all([a.close(), c.close()]);
    expect(factory.census()).toMatchObject({ parked: 0 });
  });

  it('conn-state-1.2 an open transaction: the session stays in it, on its connection, while another session closes one on the same thread', async () => {
    const [a, b] = [await open(), await open()];
    await a.run('CREATE TABLE IF NOT EXISTS t (x)', []);
    await b.run('CREATE TEMP TABLE theirs (y)', []);
    await a.run('BEGIN', []);
    await a.run('INSERT INTO t VALUES (1)', []);
    expect(await runWhileOtherCloses(a, slowCount('t'), b)).toBe(300000);
    expect(a.inTransaction()).toBe(true);
    const c = await open();
    // Uncommitted: seen by its own transaction only.
    expect(await one(c, 'SELECT count(*) FROM t')).toBe(0);
    expect(c.inTransaction()).toBe(false);
    await a.run('ROLLBACK', []);
    expect(await one(c, 'SELECT count(*) FROM t')).toBe(0);
    await Promise.all([a.close(), c.close()]);
    expect(factory.census()).toMatchObject({ parked: 0 });
  });
});
