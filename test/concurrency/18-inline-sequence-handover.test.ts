import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startTargetWithClients } from '../helpers/target-clients.js';
import { errorOf } from '../helpers/pg-clients.js';

// Issue 18: a write transaction of point statements runs on the server's own thread, on one
// connection per database that sessions take in turn. The session's sequence state (currval,
// lastval, its serial counters' bookkeeping) lives in that connection's runtime while the
// transaction runs and is handed back to the session once, when the transaction ends or a
// statement of the session runs elsewhere — not after every statement. These cases check the
// hand-over at every way out: COMMIT, ROLLBACK, a failed statement, another session taking the
// connection next, a statement that moves the transaction to a thread. Runs against pgsqlite or
// (PGSQLITE_TEST_TARGET=postgres) PostgreSQL 15.
const { target, connect } = await startTargetWithClients();
const one = async (c: pg.Client, sql: string, params: unknown[] = []): Promise<number> => Number((await c.query({ text: sql, values: params, rowMode: 'array' })).rows[0]?.[0]);

describe.skipIf(target === null)('18 inline transactions hand the sequence state back', () => {
  it('18-inline-seq-1 sessions taking the server-thread connection in turn keep their own currval and lastval', async () => {
    const setup = await connect();
    await setup.query('CREATE TABLE hs_a (id serial PRIMARY KEY, who int NOT NULL)');
    await setup.query('CREATE TABLE hs_b (id serial PRIMARY KEY, who int NOT NULL)');
    const a = await connect();
    const b = await connect();
    await a.query('BEGIN');
    for (let i = 0; i < 3; i++) await a.query('INSERT INTO hs_a (who) VALUES ($1)', [1]);
    await a.query('COMMIT');
    // b's transaction runs on the same connection next; its draws must not become a's.
    await b.query('BEGIN');
    for (let i = 0; i < 2; i++) await b.query('INSERT INTO hs_a (who) VALUES ($1)', [2]);
    await b.query('INSERT INTO hs_b (who) VALUES ($1)', [2]);
    await b.query('COMMIT');
    expect(await one(a, "SELECT currval('hs_a_id_seq')")).toBe(3);
    expect(await one(a, 'SELECT lastval()')).toBe(3);
    expect(await errorOf(a.query("SELECT currval('hs_b_id_seq')"))).toMatch(/^55000 /);
    expect(await one(b, "SELECT currval('hs_a_id_seq')")).toBe(5);
    expect(await one(b, 'SELECT lastval()')).toBe(1);
    // a's next transaction continues from the state it handed back.
    await a.query('BEGIN');
    expect(await one(a, 'INSERT INTO hs_b (who) VALUES ($1) RETURNING id', [1])).toBe(2);
    expect(await one(a, 'INSERT INTO hs_a (who) VALUES ($1) RETURNING id', [1])).toBe(6);
    await a.query('COMMIT');
    expect(await one(a, 'SELECT lastval()')).toBe(6);
    expect(await one(a, "SELECT currval('hs_b_id_seq')")).toBe(2);
  }, 60_000);

  it('18-inline-seq-2 ROLLBACK and a failed statement keep the ids drawn consumed and currval drawn', async () => {
    const setup = await connect();
    await setup.query('CREATE TABLE hs_c (id serial PRIMARY KEY, u int UNIQUE)');
    const a = await connect();
    const b = await connect();
    await a.query('BEGIN');
    await a.query('INSERT INTO hs_c (u) VALUES ($1)', [1]);
    await a.query('INSERT INTO hs_c (u) VALUES ($1)', [2]);
    await a.query('ROLLBACK');
    expect(await one(a, "SELECT currval('hs_c_id_seq')")).toBe(2);
    expect(await one(b, 'INSERT INTO hs_c (u) VALUES ($1) RETURNING id', [1])).toBe(3);
    await a.query('BEGIN');
    await a.query('INSERT INTO hs_c (u) VALUES ($1)', [5]);
    expect(await errorOf(a.query('INSERT INTO hs_c (u) VALUES ($1)', [1]))).toMatch(/^23505 /);
    await a.query('ROLLBACK');
    expect(await one(a, "SELECT currval('hs_c_id_seq')")).toBe(5);
    expect(await one(a, 'INSERT INTO hs_c (u) VALUES ($1) RETURNING id', [7])).toBe(6);
    expect(await one(b, "SELECT currval('hs_c_id_seq')")).toBe(3);
  }, 60_000);

  it('18-inline-seq-3 savepoints, then a statement that moves the transaction to a thread, keep every draw', async () => {
    const setup = await connect();
    await setup.query('CREATE TABLE hs_d (id serial PRIMARY KEY, v int NOT NULL)');
    const a = await connect();
    await a.query('BEGIN');
    expect(await one(a, 'INSERT INTO hs_d (v) VALUES ($1) RETURNING id', [10])).toBe(1);
    await a.query('SAVEPOINT s');
    expect(await one(a, 'INSERT INTO hs_d (v) VALUES ($1) RETURNING id', [20])).toBe(2);
    await a.query('ROLLBACK TO SAVEPOINT s');
    expect(await one(a, 'INSERT INTO hs_d (v) VALUES ($1) RETURNING id', [30])).toBe(3);
    // A scan: the transaction moves to an executor thread (replayed there) with its state.
    expect(await one(a, 'SELECT sum(v)::int FROM hs_d')).toBe(40);
    expect(await one(a, "SELECT currval('hs_d_id_seq')")).toBe(3);
    expect(await one(a, 'INSERT INTO hs_d (v) VALUES ($1) RETURNING id', [40])).toBe(4);
    await a.query('COMMIT');
    expect(await one(a, 'SELECT lastval()')).toBe(4);
    expect(await one(setup, 'SELECT count(*)::int FROM hs_d')).toBe(3);
  }, 60_000);

  it('18-inline-seq-4 a statement that failed inside a savepoint keeps its id consumed when the transaction later moves to a thread', async () => {
    const setup = await connect();
    await setup.query('CREATE TABLE hs_g (id serial PRIMARY KEY, u int UNIQUE, n int NOT NULL DEFAULT 0)');
    await setup.query('INSERT INTO hs_g (u) VALUES (1)');
    const a = await connect();
    await a.query('BEGIN');
    expect(await one(a, 'INSERT INTO hs_g (u) VALUES ($1) RETURNING id', [2])).toBe(2);
    await a.query('SAVEPOINT s');
    expect(await errorOf(a.query('INSERT INTO hs_g (u) VALUES ($1)', [1]))).toMatch(/^23505 /);
    await a.query('ROLLBACK TO SAVEPOINT s');
    expect(await errorOf(a.query('INSERT INTO hs_g (u, n) VALUES ($1, NULL)', [9]))).toMatch(/^23502 /);
    await a.query('ROLLBACK TO SAVEPOINT s');
    // A scan: the transaction moves to an executor thread, replaying the failed statements too.
    expect(await one(a, 'SELECT count(*)::int FROM hs_g')).toBe(2);
    expect(await one(a, "SELECT currval('hs_g_id_seq')")).toBe(4);
    expect(await one(a, 'INSERT INTO hs_g (u) VALUES ($1) RETURNING id', [5])).toBe(5);
    await a.query('COMMIT');
    expect(await one(setup, 'INSERT INTO hs_g (u) VALUES ($1) RETURNING id', [6])).toBe(6);
  }, 60_000);
});
