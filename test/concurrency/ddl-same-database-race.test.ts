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
    seen.push(`${(e as { code?: string }).code ?? '?'} ${sql}`);
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
});
