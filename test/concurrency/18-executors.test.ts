import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startTargetWithClients } from '../helpers/target-clients.js';
import { errorOf } from '../helpers/pg-clients.js';

// Issue 18: sessions share a pool of executor threads and connections. What a session sees must
// not depend on which connection ran its statement: its settings, its currval, its temporary
// tables, its transaction (begun on the server's thread and moved to a thread when a statement
// is not bounded). Runs against pgsqlite or (PGSQLITE_TEST_TARGET=postgres) PostgreSQL 15.
const { target, connect } = await startTargetWithClients();
const one = async (c: pg.Client, sql: string, params: unknown[] = []): Promise<unknown> => (await c.query({ text: sql, values: params, rowMode: 'array' })).rows[0]?.[0];

describe.skipIf(target === null)('18 executors shared by sessions', () => {
  it('18-exec-1 settings, currval and temporary tables stay each session\'s while statements of many sessions interleave', async () => {
    const setup = await connect();
    await setup.query('CREATE TABLE ex_serial (id serial PRIMARY KEY, v text)');
    const sessions = await Promise.all(Array.from({ length: 6 }, () => connect()));
    const zones = ['UTC', 'Asia/Tokyo', 'America/New_York', 'Europe/Paris', 'Australia/Sydney', 'America/Sao_Paulo'];
    await Promise.all(sessions.map((c, i) => c.query(`SET TimeZone = '${zones[i]}'`)));
    for (let round = 0; round < 5; round++) {
      await Promise.all(
        sessions.map(async (c, i) => {
          expect(await one(c, 'SHOW TimeZone')).toBe(zones[i]);
          // A runtime function reading the session's TimeZone.
          const shown = String(await one(c, "SELECT '2020-06-01 12:00:00+00'::timestamptz::text"));
          const local = String(await one(c, "SELECT to_char('2020-06-01 12:00:00+00'::timestamptz AT TIME ZONE current_setting('TimeZone'), 'YYYY-MM-DD HH24:MI:SS')"));
          expect(shown.startsWith(local)).toBe(true);
        }),
      );
    }
    const ids = await Promise.all(sessions.map(async (c) => Number(await one(c, "INSERT INTO ex_serial (v) VALUES ('x') RETURNING id"))));
    await Promise.all(sessions.map((c) => c.query('SELECT 1')));
    const currvals = await Promise.all(sessions.map(async (c) => Number(await one(c, "SELECT currval('ex_serial_id_seq')"))));
    expect(currvals).toEqual(ids);
    await Promise.all(sessions.map((c, i) => c.query(`CREATE TEMP TABLE ex_own AS SELECT ${i} AS n`)));
    await Promise.all(sessions.map((c) => c.query('SELECT 1')));
    expect(await Promise.all(sessions.map(async (c) => Number(await one(c, 'SELECT n FROM ex_own'))))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await errorOf(setup.query('SELECT n FROM ex_own'))).toBe('42P01 relation "ex_own" does not exist');
  });

  it('18-exec-2 a transaction of point statements, then a statement that scans: its writes stay, ROLLBACK undoes all of them', async () => {
    const setup = await connect();
    await setup.query('CREATE TABLE ex_acc (id int PRIMARY KEY, bal int NOT NULL)');
    await setup.query('INSERT INTO ex_acc SELECT g, 0 FROM generate_series(1, 50) g');
    const a = await connect();
    const b = await connect();
    await a.query('BEGIN');
    await a.query('UPDATE ex_acc SET bal = bal + $1 WHERE id = $2', [10, 1]);
    expect(await one(a, 'SELECT bal FROM ex_acc WHERE id = $1', [1])).toBe(10);
    await a.query('UPDATE ex_acc SET bal = bal + 1 WHERE bal >= 0');
    expect(await one(a, 'SELECT bal FROM ex_acc WHERE id = $1', [1])).toBe(11);
    expect(await one(a, 'SELECT sum(bal)::int FROM ex_acc')).toBe(60);
    // Not visible to others before COMMIT (READ COMMITTED).
    expect(await one(b, 'SELECT sum(bal)::int FROM ex_acc')).toBe(0);
    await a.query('ROLLBACK');
    expect(await one(b, 'SELECT sum(bal)::int FROM ex_acc')).toBe(0);

    await a.query('BEGIN');
    await a.query('UPDATE ex_acc SET bal = 100 WHERE id = 2');
    await a.query('SAVEPOINT s1');
    await a.query('UPDATE ex_acc SET bal = 5 WHERE id = 3');
    await a.query('ROLLBACK TO SAVEPOINT s1');
    await a.query('UPDATE ex_acc SET bal = bal + 1 WHERE bal >= 0');
    await a.query('COMMIT');
    expect((await b.query({ text: 'SELECT id, bal FROM ex_acc WHERE id <= 3 ORDER BY id', rowMode: 'array' })).rows).toEqual([
      [1, 1],
      [2, 101],
      [3, 1],
    ]);
  });

  it('18-exec-3 an error inside a transaction of point statements fails the block; ROLLBACK undoes the earlier writes', async () => {
    const setup = await connect();
    await setup.query('CREATE TABLE ex_err (id int PRIMARY KEY, v int)');
    await setup.query('INSERT INTO ex_err VALUES (1, 0), (2, 0)');
    const a = await connect();
    await a.query('BEGIN');
    await a.query('UPDATE ex_err SET v = 7 WHERE id = 1');
    expect(await errorOf(a.query('INSERT INTO ex_err VALUES (2, 0)'))).toBe('23505 duplicate key value violates unique constraint "ex_err_pkey"');
    expect(await errorOf(a.query('SELECT 1'))).toBe('25P02 current transaction is aborted, commands ignored until end of transaction block');
    await a.query('ROLLBACK');
    expect(await one(setup, 'SELECT v FROM ex_err WHERE id = 1')).toBe(0);
    // The next writer is not held up by what the failed transaction did.
    await setup.query('UPDATE ex_err SET v = 3 WHERE id = 2');
    expect(await one(a, 'SELECT v FROM ex_err WHERE id = 2')).toBe(3);
  });

  it('18-exec-4 forty sessions open, run a statement each at once, and close', async () => {
    const many = await Promise.all(Array.from({ length: 40 }, () => connect()));
    const answers = await Promise.all(many.map((c, i) => one(c, 'SELECT $1::int + 1', [i])));
    expect(answers).toEqual(many.map((_, i) => i + 1));
    await Promise.all(many.map((c) => c.end()));
  });
});
