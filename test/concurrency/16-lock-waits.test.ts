import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';
import { clientSet, errorOf } from '../helpers/pg-clients.js';

// Issue 16: every wait ends — deadlocks among the server's waits (40P01 with deadlock.c's
// DETAIL), lock_timeout (55P03) and statement_timeout (57014) on every kind of wait, a failed
// transaction's locks released at the error, and the waits visible in pg_stat_activity, pg_locks
// and pg_blocking_pids. Runs against pgsqlite or (PGSQLITE_TEST_TARGET=postgres) PostgreSQL 15.
const target = await startTarget();
const clients = clientSet();
afterAll(async () => {
  await clients.endAll();
  await target?.stop();
});

const connect = async (): Promise<pg.Client> => {
  const c = await clients.connect(target?.url ?? '');
  await c.query("SET deadlock_timeout = '200ms'");
  return c;
};
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const pidOf = async (c: pg.Client): Promise<number> => Number((await c.query('SELECT pg_backend_pid() AS p')).rows[0].p);

/** The error of each settled promise (`code message`), or `ok`. */
async function outcomes(ps: Promise<unknown>[]): Promise<{ code: string; message: string; detail?: string; hint?: string }[]> {
  const settled = await Promise.allSettled(ps);
  return settled.map((s) => (s.status === 'fulfilled' ? { code: 'ok', message: '' } : (s.reason as { code: string; message: string; detail?: string; hint?: string })));
}

describe.skipIf(target === null)('16 lock waits end', () => {
  it('16-waits-1 a deadlock between advisory locks: one waiter gets 40P01 with deadlock.c DETAIL, the other proceeds', async () => {
    const [a, b] = [await connect(), await connect()];
    const [pa, pb] = [await pidOf(a), await pidOf(b)];
    await a.query('BEGIN');
    await b.query('BEGIN');
    await a.query('SELECT pg_advisory_xact_lock(1601)');
    await b.query('SELECT pg_advisory_xact_lock(1602)');
    const first = a.query('SELECT pg_advisory_xact_lock(1602)');
    await sleep(50);
    const second = b.query('SELECT pg_advisory_xact_lock(1601)');
    const [ra, rb] = await outcomes([first, second]);
    const errs = [ra, rb].filter((r) => r?.code !== 'ok');
    expect(errs.length).toBe(1);
    const err = errs[0]!;
    expect([err.code, err.message, err.hint]).toEqual(['40P01', 'deadlock detected', 'See server log for query details.']);
    const [victim, other] = ra?.code === 'ok' ? [pb, pa] : [pa, pb];
    const key = (k: number): string => `ExclusiveLock on advisory lock \\[\\d+,0,${k},1\\]`;
    const want = new RegExp(`^Process ${victim} waits for ${key(victim === pa ? 1602 : 1601)}; blocked by process ${other}\\.\\nProcess ${other} waits for ${key(victim === pa ? 1601 : 1602)}; blocked by process ${victim}\\.$`);
    expect(err.detail).toMatch(want);
    await a.query('ROLLBACK');
    await b.query('ROLLBACK');
  });

  it('16-waits-2 LOCK TABLE in opposite orders (psycopg2 test_deadlock): exactly one gets 40P01, the other goes on', async () => {
    const [a, b, c] = [await connect(), await connect(), await connect()];
    await c.query('CREATE TABLE dl1 (id int)');
    await c.query('CREATE TABLE dl2 (id int)');
    await a.query('BEGIN');
    await b.query('BEGIN');
    await a.query('LOCK dl1 IN ACCESS EXCLUSIVE MODE');
    const b1 = b.query('LOCK dl2 IN ACCESS EXCLUSIVE MODE');
    await sleep(50);
    const a2 = a.query('LOCK dl2 IN ACCESS EXCLUSIVE MODE');
    await sleep(50);
    const b2 = b.query('LOCK dl1 IN ACCESS EXCLUSIVE MODE');
    const results = await outcomes([b1, a2, b2]);
    const deadlocks = results.filter((r) => r.code === '40P01');
    expect(deadlocks.length).toBe(1);
    expect(deadlocks[0]?.detail).toMatch(/^Process \d+ waits for \w+ on [^;]+; blocked by process \d+\.\nProcess \d+ waits for \w+ on [^;]+; blocked by process \d+\.$/);
    // The side that did not fail holds both locks now; the failed one is aborted (25P02 after).
    expect(results.every((r) => ['ok', '40P01', '25P02'].includes(r.code))).toBe(true);
    await a.query('ROLLBACK');
    await b.query('ROLLBACK');
  });

  it('16-waits-3 lock_timeout ends a LOCK TABLE wait with 55P03; NOWAIT fails at once', async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query('CREATE TABLE lt16 (id int)');
    await a.query('BEGIN');
    await a.query('LOCK lt16 IN SHARE MODE');
    await b.query('BEGIN');
    await b.query("SET LOCAL lock_timeout = '150ms'");
    const t0 = performance.now();
    expect(await errorOf(b.query('LOCK lt16 IN EXCLUSIVE MODE'))).toBe('55P03 canceling statement due to lock timeout');
    expect(performance.now() - t0).toBeGreaterThan(140);
    await b.query('ROLLBACK');
    await b.query('BEGIN');
    expect(await errorOf(b.query('LOCK lt16 IN ACCESS EXCLUSIVE MODE NOWAIT'))).toBe('55P03 could not obtain lock on relation "lt16"');
    await b.query('ROLLBACK');
    await b.query('BEGIN');
    await b.query('LOCK lt16 IN ACCESS SHARE MODE NOWAIT');
    await b.query('ROLLBACK');
    await a.query('COMMIT');
    expect(await errorOf(b.query('LOCK lt16'))).toBe('25P01 LOCK TABLE can only be used in transaction blocks');
  });

  it('16-waits-4 statement_timeout ends a wait for a row another transaction updated with 57014', async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query('CREATE TABLE st16 (id int PRIMARY KEY, v int)');
    await a.query('INSERT INTO st16 VALUES (1, 0)');
    await a.query('BEGIN');
    await a.query('UPDATE st16 SET v = v + 1 WHERE id = 1');
    await b.query("SET statement_timeout = '150ms'");
    expect(await errorOf(b.query('UPDATE st16 SET v = v + 1 WHERE id = 1'))).toBe('57014 canceling statement due to statement timeout');
    await b.query('RESET statement_timeout');
    await a.query('COMMIT');
    await b.query('UPDATE st16 SET v = v + 1 WHERE id = 1');
    expect((await b.query('SELECT v FROM st16')).rows).toEqual([{ v: 2 }]);
  });

  it('16-waits-5 a waiting session and its blocker in pg_stat_activity, pg_locks and pg_blocking_pids', async () => {
    const [a, b, c, d, e] = [await connect(), await connect(), await connect(), await connect(), await connect()];
    const [pa, pb, pc, pe] = [await pidOf(a), await pidOf(b), await pidOf(c), await pidOf(e)];
    await a.query('CREATE TABLE vis16 (id int PRIMARY KEY, v int)');
    await a.query('INSERT INTO vis16 VALUES (1, 0)');
    await a.query('CREATE TABLE vis16b (id int)');
    await a.query('BEGIN');
    await a.query('UPDATE vis16 SET v = 1 WHERE id = 1');
    await a.query('SELECT pg_advisory_lock(1605)');
    await a.query('LOCK vis16b IN SHARE MODE');
    const bWait = b.query('UPDATE vis16 SET v = 2 WHERE id = 1');
    const cWait = c.query('SELECT pg_advisory_lock(1605)');
    await e.query('BEGIN');
    const eWait = e.query('LOCK vis16b IN EXCLUSIVE MODE');
    await sleep(150);
    const activity = await d.query('SELECT pid, state, wait_event_type, wait_event, pg_blocking_pids(pid) AS blockers FROM pg_stat_activity WHERE pid = ANY($1) ORDER BY pid', [[pa, pb, pc, pe]]);
    const byPid = new Map(activity.rows.map((r) => [r.pid as number, r]));
    expect(byPid.get(pa)).toMatchObject({ state: 'idle in transaction', wait_event_type: 'Client', wait_event: 'ClientRead', blockers: [] });
    expect(byPid.get(pb)).toMatchObject({ state: 'active', wait_event_type: 'Lock', wait_event: 'transactionid', blockers: [pa] });
    expect(byPid.get(pc)).toMatchObject({ state: 'active', wait_event_type: 'Lock', wait_event: 'advisory', blockers: [pa] });
    expect(byPid.get(pe)).toMatchObject({ state: 'active', wait_event_type: 'Lock', wait_event: 'relation', blockers: [pa] });
    const locks = await d.query(
      `SELECT locktype, pid, mode, granted, transactionid::text AS xid, objid::text AS objid, relation = 'vis16b'::regclass AS rel, waitstart IS NOT NULL AS waiting
         FROM pg_locks WHERE pid = ANY($1) AND locktype IN ('transactionid', 'advisory', 'relation') AND (relation IS NULL OR relation = 'vis16b'::regclass)`,
      [[pa, pb, pc, pe]],
    );
    const has = (want: Record<string, unknown>): boolean => locks.rows.some((r) => Object.entries(want).every(([k, v]) => r[k] === v));
    const held = locks.rows.find((r) => r.locktype === 'transactionid' && r.pid === pa && r.mode === 'ExclusiveLock');
    expect(held?.granted).toBe(true);
    expect(has({ locktype: 'transactionid', pid: pb, mode: 'ShareLock', granted: false, xid: held?.xid, waiting: true })).toBe(true);
    expect(has({ locktype: 'advisory', pid: pa, mode: 'ExclusiveLock', granted: true, objid: '1605' })).toBe(true);
    expect(has({ locktype: 'advisory', pid: pc, mode: 'ExclusiveLock', granted: false, objid: '1605', waiting: true })).toBe(true);
    expect(has({ locktype: 'relation', pid: pa, mode: 'ShareLock', granted: true, rel: true })).toBe(true);
    expect(has({ locktype: 'relation', pid: pe, mode: 'ExclusiveLock', granted: false, rel: true, waiting: true })).toBe(true);
    await a.query('COMMIT');
    await a.query('SELECT pg_advisory_unlock_all()');
    await Promise.all([bWait, cWait, eWait]);
    await e.query('COMMIT');
    await c.query('SELECT pg_advisory_unlock_all()');
    expect((await d.query('SELECT v FROM vis16')).rows).toEqual([{ v: 2 }]);
  });

  it('16-waits-6 an error releases the transaction locks at once, before ROLLBACK (AbortTransaction)', async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query('CREATE TABLE ab16 (id int PRIMARY KEY, v int)');
    await a.query('INSERT INTO ab16 VALUES (1, 0)');
    await a.query('BEGIN');
    await a.query('SELECT pg_advisory_xact_lock(1606)');
    await a.query('UPDATE ab16 SET v = 1 WHERE id = 1');
    await b.query("SET lock_timeout = '2s'");
    const waiting = b.query('UPDATE ab16 SET v = 2 WHERE id = 1');
    await sleep(100);
    expect(await errorOf(a.query('SELECT 1 / 0'))).toBe('22012 division by zero');
    await waiting;
    expect((await b.query('SELECT pg_try_advisory_xact_lock(1606) AS t')).rows).toEqual([{ t: true }]);
    expect(await errorOf(a.query('SELECT 1'))).toMatch(/^25P02 /);
    await a.query('ROLLBACK');
    expect((await a.query('SELECT v FROM ab16')).rows).toEqual([{ v: 2 }]);
  });

  it('16-waits-8 LOCK TABLE IN SHARE MODE keeps others from writing that table only, and waits for a table written in an open transaction', async () => {
    const [a, b, c] = [await connect(), await connect(), await connect()];
    const pb = await pidOf(b);
    await a.query('CREATE TABLE sh16 (v int)');
    await a.query('CREATE TABLE other16 (v int)');
    await a.query('BEGIN');
    await a.query('LOCK sh16 IN SHARE MODE');
    let inserted = false;
    const blocked = b.query('INSERT INTO sh16 VALUES (1)').then(() => (inserted = true));
    await c.query('INSERT INTO other16 VALUES (1)');
    await sleep(150);
    expect(inserted).toBe(false);
    expect((await c.query('SELECT wait_event FROM pg_stat_activity WHERE pid = $1', [pb])).rows).toEqual([{ wait_event: 'relation' }]);
    await a.query('COMMIT');
    await blocked;
    await b.query('BEGIN');
    await b.query('INSERT INTO sh16 VALUES (2)');
    await c.query('BEGIN');
    await c.query("SET LOCAL lock_timeout = '150ms'");
    expect(await errorOf(c.query('LOCK sh16 IN SHARE MODE'))).toBe('55P03 canceling statement due to lock timeout');
    await c.query('ROLLBACK');
    await b.query('COMMIT');
    expect((await c.query('SELECT count(*)::int AS n FROM sh16')).rows).toEqual([{ n: 2 }]);
  });

  it('16-waits-9 SELECT … FOR UPDATE makes a concurrent UPDATE of the row wait (no lost update); read-only transactions refuse it', async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query('CREATE TABLE fu16 (id int PRIMARY KEY, v int)');
    await a.query('INSERT INTO fu16 VALUES (1, 0)');
    await a.query('BEGIN');
    const read = (await a.query('SELECT v FROM fu16 WHERE id = 1 FOR UPDATE')).rows[0].v as number;
    let done = false;
    const other = b.query('UPDATE fu16 SET v = v + 1 WHERE id = 1').then(() => (done = true));
    await sleep(150);
    expect(done).toBe(false);
    await a.query('UPDATE fu16 SET v = $1 WHERE id = 1', [read + 10]);
    await a.query('COMMIT');
    await other;
    expect((await a.query('SELECT v FROM fu16')).rows).toEqual([{ v: 11 }]);
    await a.query('BEGIN READ ONLY');
    expect(await errorOf(a.query('SELECT v FROM fu16 FOR KEY SHARE'))).toBe('25006 cannot execute SELECT FOR KEY SHARE in a read-only transaction');
    await a.query('ROLLBACK');
  });

  it.skipIf(target?.kind === 'postgres')('16-waits-7 lock_timeout defaults to 10s (one writer per database), SHOW and RESET say so', async () => {
    const a = await connect();
    expect((await a.query('SHOW lock_timeout')).rows).toEqual([{ lock_timeout: '10s' }]);
    await a.query('SET lock_timeout = 0');
    expect((await a.query('SHOW lock_timeout')).rows).toEqual([{ lock_timeout: '0' }]);
    await a.query('RESET lock_timeout');
    expect((await a.query('SHOW lock_timeout')).rows).toEqual([{ lock_timeout: '10s' }]);
  });
});
