import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startTargetWithClients } from '../helpers/target-clients.js';

// Two sessions of one database running DDL on the same tables at once (the fuzz lanes'
// `DROP TABLE IF EXISTS t0, t1` / `CREATE TABLE t0` rounds): a statement planned before the
// other session's DDL committed, and granted the write lock after, is planned again; a block's
// DDL reloads the shared catalog before it hands the write lock on. SQLite's "table already
// exists" / "no such table" reached the client as XX000 before. Runs against pgsqlite or
// (PGSQLITE_TEST_TARGET=postgres) PostgreSQL 15.
const { target, connect } = await startTargetWithClients();

const ROUND = [
  ['DROP TABLE IF EXISTS dr_t0, dr_t1', 'CREATE TABLE dr_t1(a int)'],
  ['CREATE TABLE dr_t0(a int primary key, b text)', 'DROP TABLE IF EXISTS dr_t1, dr_t0'],
  ['CREATE TABLE dr_t1(a int)', 'CREATE TABLE dr_t0(a int primary key, b text)'],
  ['CREATE INDEX ON dr_t0(b)', 'DROP TABLE IF EXISTS dr_t0, dr_t1, dr_t2'],
];

async function codes(c: pg.Client, sql: string, named: boolean, seen: string[]): Promise<void> {
  try {
    await c.query(named ? { name: `dr${Math.random().toString(36).slice(2)}`, text: sql } : sql);
  } catch (e) {
    const { code, message } = e as { code?: string; message?: string };
    seen.push(`${code ?? '?'} ${code === '0A000' ? `${message} ` : ''}${sql}`);
  }
}

describe.skipIf(target === null)('DDL racing in one database', () => {
  for (const named of [false, true]) {
    it(`ddl-same-database-race-${named ? 'extended' : 'simple'} no internal error when two sessions create and drop the same tables`, async () => {
      const [a, b] = [await connect(), await connect()];
      a.on('notice', () => {});
      b.on('notice', () => {});
      const seen: string[] = [];
      for (let i = 0; i < 40; i++) {
        for (const [x, y] of ROUND) await Promise.all([codes(a, x as string, named, seen), codes(b, y as string, named, seen)]);
      }
      await codes(a, 'DROP TABLE IF EXISTS dr_t0, dr_t1', false, seen);
      expect(seen.filter((s) => !/^(42P07|42P01|23505|40001) /.test(s))).toEqual([]);
    }, 120_000);
  }

  // Reads and writes race the DDL too: a SELECT, INSERT, UPDATE or DELETE planned for a table
  // another session dropped or re-created since ran its stale plan, and SQLite's "no such table"
  // reached the client as XX000 (5 % of the statements of a 5-session mix). Each runs as its own
  // transaction, so the statement is planned again for the catalog the other session published.
  it('ddl-same-database-race-mixed no internal error when reads and writes race DDL on the same tables', async () => {
    const mix = [
      'DROP TABLE IF EXISTS dm_t0, dm_t1',
      'DROP TABLE IF EXISTS dm_t0',
      'CREATE TABLE IF NOT EXISTS dm_t0 (a int, b text)',
      'CREATE TABLE IF NOT EXISTS dm_t1 (a int PRIMARY KEY)',
      "INSERT INTO dm_t0 VALUES (1, 'x')",
      'INSERT INTO dm_t1 VALUES (7) ON CONFLICT DO NOTHING',
      'SELECT count(*) FROM dm_t0',
      'SELECT * FROM dm_t0 JOIN dm_t1 USING (a)',
      "UPDATE dm_t0 SET b = 'y' WHERE a = 1",
      'DELETE FROM dm_t1 WHERE a < 10',
    ];
    const clients = await Promise.all([0, 1, 2, 3].map(() => connect()));
    const seen: string[] = [];
    await Promise.all(
      clients.map(async (c, k) => {
        c.on('notice', () => {});
        // a fixed order per session (the interleaving is the machine's)
        let x = 7919 * (k + 1);
        for (let i = 0; i < 250; i++) {
          x = (x * 48271) % 2147483647;
          await codes(c, mix[x % mix.length] as string, k % 2 === 1, seen);
        }
      }),
    );
    await codes(clients[0]!, 'DROP TABLE IF EXISTS dm_t0, dm_t1', false, seen);
    // 0A000: an extended-protocol statement whose result columns changed between Describe and Execute (PostgreSQL's "cached plan must not change result type")
    expect(seen.filter((s) => !/^(42P07|42P01|23505|40001|0A000 cached plan must not change result type) /.test(s))).toEqual([]);
  }, 120_000);
});
