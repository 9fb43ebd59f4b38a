import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startTargetWithClients } from '../helpers/target-clients.js';
import { errorOf } from '../helpers/pg-clients.js';

// Issue 18: write transactions of bounded statements (TPC-B's) run on the server's own thread,
// without a thread hop per statement: point writes, the point reads between them, and functions
// that read the session's settings (a timestamptz cast to timestamp reads TimeZone). What a
// session sees must be what it would see on an executor thread — its own settings, its own
// uncommitted writes — and a long statement in such a transaction must still be stopped by
// statement_timeout without holding up other sessions. Runs against pgsqlite or
// (PGSQLITE_TEST_TARGET=postgres) PostgreSQL 15.
const { target, connect } = await startTargetWithClients();
const rows = async (c: pg.Client, sql: string, params: unknown[] = []): Promise<unknown[][]> => (await c.query({ text: sql, values: params, rowMode: 'array' })).rows;
const one = async (c: pg.Client, sql: string, params: unknown[] = []): Promise<unknown> => (await rows(c, sql, params))[0]?.[0];
/** A statement that keeps the server busy for half a minute or more (PostgreSQL: several seconds). */
const LONG = 'SELECT count(*) FROM generate_series(1, 1500000) a, generate_series(1, 100) b';

describe.skipIf(target === null)('18 write transactions on the server thread', () => {
  it('18-inline-1 TPC-B transactions of sessions in different time zones, interleaved: each cast reads its own session\'s TimeZone', async () => {
    const setup = await connect();
    await setup.query('CREATE TABLE il_acc (aid int PRIMARY KEY, bal int NOT NULL)');
    await setup.query('INSERT INTO il_acc SELECT g, 0 FROM generate_series(1, 20) g');
    await setup.query('CREATE TABLE il_hist (aid int, delta int, zone text, mtime timestamp, stamp timestamptz)');
    const zones = ['Asia/Tokyo', 'America/New_York', 'UTC', 'Australia/Adelaide'];
    const sessions = await Promise.all(zones.map(() => connect()));
    await Promise.all(sessions.map((c, i) => c.query(`SET TimeZone = '${zones[i]}'`)));
    for (let round = 0; round < 5; round++) {
      await Promise.all(
        sessions.map(async (c, i) => {
          const aid = 1 + ((round * 7 + i * 3) % 20);
          const delta = round * 10 + i + 1;
          await c.query('BEGIN');
          await c.query('UPDATE il_acc SET bal = bal + $1 WHERE aid = $2', [delta, aid]);
          const bal = Number(await one(c, 'SELECT bal FROM il_acc WHERE aid = $1', [aid]));
          await c.query('INSERT INTO il_hist (aid, delta, zone, mtime, stamp) VALUES ($1, $2, $3, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)', [aid, delta, zones[i]]);
          await c.query('COMMIT');
          expect(bal).toBeGreaterThanOrEqual(delta);
        }),
      );
    }
    // Every local timestamp is the transaction's stamp in its own session's zone.
    expect(await rows(setup, 'SELECT count(*)::int, count(*) FILTER (WHERE mtime = stamp AT TIME ZONE zone)::int FROM il_hist')).toEqual([[20, 20]]);
    expect(await one(setup, 'SELECT sum(bal)::int FROM il_acc')).toBe(await one(setup, 'SELECT sum(delta)::int FROM il_hist'));
  }, 120_000);

  it('18-inline-2 point reads in a transaction see its own writes; a scan later in it keeps them all; others see them at COMMIT', async () => {
    const setup = await connect();
    await setup.query('CREATE TABLE il_kv (k int PRIMARY KEY, v int NOT NULL, note text)');
    await setup.query("INSERT INTO il_kv SELECT g, g * 10, 'n' || g FROM generate_series(1, 30) g");
    const a = await connect();
    const b = await connect();
    await a.query('BEGIN');
    await a.query('UPDATE il_kv SET v = v + 1 WHERE k = $1', [1]);
    expect(await rows(a, 'SELECT v, note FROM il_kv WHERE k = $1', [1])).toEqual([[11, 'n1']]);
    await a.query("INSERT INTO il_kv (k, v, note) VALUES (31, 310, 'n31')");
    expect(await rows(a, 'SELECT v FROM il_kv WHERE k = 31')).toEqual([[310]]);
    expect(await rows(b, 'SELECT v FROM il_kv WHERE k = 31')).toEqual([]);
    // Not bounded: the rest of the transaction runs elsewhere, with everything it did so far.
    expect(await one(a, 'SELECT sum(v)::int FROM il_kv')).toBe(4650 + 1 + 310);
    await a.query('UPDATE il_kv SET v = v + 1 WHERE k = $1', [2]);
    expect(await rows(a, 'SELECT v FROM il_kv WHERE k = $1', [2])).toEqual([[21]]);
    await a.query('COMMIT');
    expect(await rows(b, 'SELECT k, v FROM il_kv WHERE k IN (1, 2, 31) ORDER BY k')).toEqual([
      [1, 11],
      [2, 21],
      [31, 310],
    ]);
  }, 60_000);

  it('18-inline-3 statement_timeout stops a long statement in a transaction begun with point writes; other sessions are not held up; ROLLBACK undoes it', async () => {
    const setup = await connect();
    await setup.query('CREATE TABLE il_to (id int PRIMARY KEY, v int NOT NULL)');
    await setup.query('INSERT INTO il_to VALUES (1, 0), (2, 0)');
    const a = await connect();
    const other = await connect();
    await a.query('BEGIN');
    await a.query('UPDATE il_to SET v = 5 WHERE id = 1');
    await a.query("SET LOCAL statement_timeout = '150ms'");
    const t0 = performance.now();
    const long = errorOf(a.query(LONG));
    // Meanwhile another session is answered at once (it reads; it does not need the write lock).
    const t1 = performance.now();
    expect(await one(other, 'SELECT v FROM il_to WHERE id = $1', [1])).toBe(0);
    // (Bounds far below the statement's own run time, loose enough for a loaded 2-core machine.)
    expect(performance.now() - t1).toBeLessThan(5000);
    expect(await long).toBe('57014 canceling statement due to statement timeout');
    expect(performance.now() - t0).toBeLessThan(10_000);
    expect(await errorOf(a.query('SELECT 1'))).toBe('25P02 current transaction is aborted, commands ignored until end of transaction block');
    await a.query('ROLLBACK');
    expect(await one(other, 'SELECT v FROM il_to WHERE id = 1')).toBe(0);
    await other.query('UPDATE il_to SET v = 9 WHERE id = 2');
    expect(await one(a, 'SELECT v FROM il_to WHERE id = 2')).toBe(9);
  }, 120_000);

  it('18-inline-4 a transaction of point writes answers RETURNING, then fails on a key; ROLLBACK leaves nothing behind', async () => {
    const setup = await connect();
    await setup.query('CREATE TABLE il_ret (id int PRIMARY KEY, amount numeric(10,2) NOT NULL, at timestamptz)');
    const a = await connect();
    await a.query("SET TimeZone = 'Europe/Berlin'");
    await a.query('BEGIN');
    expect(await rows(a, "INSERT INTO il_ret VALUES (1, 12.5, '2024-01-02 03:04:05+00') RETURNING amount::text, at::text")).toEqual([['12.50', '2024-01-02 04:04:05+01']]);
    expect(await rows(a, 'UPDATE il_ret SET amount = amount * 2 WHERE id = 1 RETURNING amount::text')).toEqual([['25.00']]);
    expect(await errorOf(a.query("INSERT INTO il_ret VALUES (1, 1, '2024-01-01')"))).toBe('23505 duplicate key value violates unique constraint "il_ret_pkey"');
    await a.query('ROLLBACK');
    expect(await one(setup, 'SELECT count(*)::int FROM il_ret')).toBe(0);
  }, 60_000);

  it('18-inline-5 a transaction whose first write fails, or is not a point write, behaves as on a thread; the next one sees all of it', async () => {
    const setup = await connect();
    await setup.query('CREATE TABLE il_open (id int PRIMARY KEY, v int NOT NULL)');
    await setup.query('INSERT INTO il_open SELECT i, i FROM generate_series(1, 50) i');
    const a = await connect();
    // the first write fails on a key: the block is failed, ROLLBACK ends it
    await a.query('BEGIN');
    expect(await errorOf(a.query('INSERT INTO il_open VALUES (1, 0)'))).toBe('23505 duplicate key value violates unique constraint "il_open_pkey"');
    expect(await errorOf(a.query('INSERT INTO il_open VALUES (100, 0)'))).toBe('25P02 current transaction is aborted, commands ignored until end of transaction block');
    await a.query('ROLLBACK');
    // the first write scans the table (not a point write), then point writes follow
    await a.query('BEGIN');
    expect((await a.query('UPDATE il_open SET v = v + 1 WHERE v > 10')).rowCount).toBe(40);
    expect((await a.query('INSERT INTO il_open VALUES (51, 51)')).rowCount).toBe(1);
    expect(await one(setup, 'SELECT count(*)::int FROM il_open')).toBe(50);
    await a.query('COMMIT');
    // then a transaction of point writes, on another session too
    const b = await connect();
    await b.query('BEGIN');
    expect((await b.query('UPDATE il_open SET v = 0 WHERE id = 51')).rowCount).toBe(1);
    expect(await one(b, 'SELECT sum(v)::int FROM il_open')).toBe(1315);
    await b.query('COMMIT');
    expect(await one(setup, 'SELECT sum(v)::int FROM il_open')).toBe(1315);
  }, 60_000);

  it('18-inline-6 autocommitted writes that read session settings run and commit as their own transaction: values, errors, deferred keys, currval', async () => {
    const setup = await connect();
    await setup.query('CREATE TABLE il_auto (id int PRIMARY KEY, at timestamp, n serial)');
    await setup.query('CREATE TABLE il_parent (id int PRIMARY KEY)');
    await setup.query('CREATE TABLE il_child (id int PRIMARY KEY, p int REFERENCES il_parent DEFERRABLE INITIALLY DEFERRED)');
    const a = await connect();
    const b = await connect();
    await a.query("SET TimeZone = 'Asia/Tokyo'");
    await b.query("SET TimeZone = 'America/New_York'");
    for (let i = 0; i < 3; i++) {
      await a.query({ text: "INSERT INTO il_auto (id, at) VALUES ($1, '2024-01-01 00:00:00+00'::timestamptz)", values: [10 + i] });
      await b.query({ text: "INSERT INTO il_auto (id, at) VALUES ($1, '2024-01-01 00:00:00+00'::timestamptz)", values: [20 + i] });
    }
    expect(await rows(setup, 'SELECT id, at::text FROM il_auto WHERE id IN (12, 22) ORDER BY id')).toEqual([[12, '2024-01-01 09:00:00'], [22, '2023-12-31 19:00:00']]);
    expect(await one(a, "SELECT currval('il_auto_n_seq')::int")).toBe(5);
    expect(await errorOf(a.query({ text: "INSERT INTO il_auto (id, at) VALUES ($1, '2024-01-01 00:00:00+00'::timestamptz)", values: [10] }))).toBe('23505 duplicate key value violates unique constraint "il_auto_pkey"');
    // (the code only: pgsqlite's message of a deferred key failing at an autocommit's end names no table yet)
    expect((await errorOf(a.query({ text: 'INSERT INTO il_child VALUES ($1, $2)', values: [1, 99] }))).slice(0, 5)).toBe('23503');
    expect(await one(setup, 'SELECT count(*)::int FROM il_child')).toBe(0);
    expect(await one(setup, 'SELECT count(*)::int FROM il_auto')).toBe(6);
    // a transaction block after them runs as before
    await a.query('BEGIN');
    await a.query({ text: 'INSERT INTO il_parent VALUES ($1)', values: [99] });
    await a.query({ text: 'INSERT INTO il_child VALUES ($1, $2)', values: [1, 99] });
    await a.query('COMMIT');
    expect(await one(b, 'SELECT count(*)::int FROM il_child')).toBe(1);
  }, 60_000);
});
