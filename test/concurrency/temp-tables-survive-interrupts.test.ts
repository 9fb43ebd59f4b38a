import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

/**
 * A session's temporary tables (and currval) live in its SQLite connection's TEMP database. A
 * cancelled or timed-out statement used to cost the session its connection — and with it every
 * temporary table (42P01 on the next statement), where PostgreSQL keeps a backend's state across
 * a cancel. The executor now stops only the statement, rolls its transaction back and keeps the
 * connection; the session reads its temporary catalog again before its next statement, so
 * nothing is ever planned against a TEMP database the connection does not have.
 * Runs against PostgreSQL 15 too (PGSQLITE_TEST_TARGET=postgres), which gives the same answers.
 */
const target = await startTarget();
const clients: pg.Client[] = [];
afterAll(async () => {
  await Promise.allSettled(clients.map((c) => c.end()));
  await target?.stop();
});

async function connect(): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: target?.url ?? '' });
  c.on('error', () => undefined);
  await c.connect();
  clients.push(c);
  return c;
}

const codeOf = (p: Promise<unknown>): Promise<string> =>
  p.then(
    () => 'ok',
    (e: { code?: string }) => e.code ?? 'no code',
  );

/** Runs long enough on either server to be stopped by a 200 ms statement_timeout. */
const LONG = 'SELECT count(*) FROM generate_series(1, 3000000) a, generate_series(1, 3) b';

describe.skipIf(target === null)('temporary tables survive an interrupted statement', () => {
  it('a statement_timeout leaves the temporary table, its rows, its index and currval in place', async () => {
    const c = await connect();
    await c.query('CREATE TEMP TABLE kept (id serial PRIMARY KEY, v text)');
    await c.query("INSERT INTO kept (v) VALUES ('a'), ('b')");
    await c.query("SET statement_timeout = '200ms'");
    expect(await codeOf(c.query(LONG))).toBe('57014');
    await c.query('SET statement_timeout = 0');
    expect((await c.query('SELECT id, v FROM kept ORDER BY id')).rows).toEqual([
      { id: 1, v: 'a' },
      { id: 2, v: 'b' },
    ]);
    expect((await c.query("SELECT currval('kept_id_seq')::int AS n")).rows).toEqual([{ n: 2 }]);
    expect(await codeOf(c.query("INSERT INTO kept (id, v) VALUES (1, 'dup')"))).toBe('23505');
  });

  it('a cancel inside a transaction block fails the block; ROLLBACK undoes what the block did to temporary tables, the rest stays', async () => {
    const c = await connect();
    const other = await connect();
    const pid = (await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    await c.query('CREATE TEMP TABLE before_block (a int)');
    await c.query('INSERT INTO before_block VALUES (1)');
    await c.query('BEGIN');
    await c.query('INSERT INTO before_block VALUES (2)');
    await c.query('CREATE TEMP TABLE in_block (a int)');
    const running = codeOf(c.query(LONG));
    await new Promise((r) => setTimeout(r, 150));
    await other.query('SELECT pg_cancel_backend($1)', [pid]);
    expect(await running).toBe('57014');
    expect(await codeOf(c.query('SELECT 1'))).toBe('25P02');
    await c.query('ROLLBACK');
    expect((await c.query('SELECT a FROM before_block')).rows).toEqual([{ a: 1 }]);
    expect(await codeOf(c.query('SELECT * FROM in_block'))).toBe('42P01');
    // Created again: the rolled-back table is gone from the connection too, not only from the catalog.
    await c.query('CREATE TEMP TABLE in_block (a int)');
    await c.query('INSERT INTO in_block VALUES (3)');
    expect((await c.query('SELECT a FROM in_block')).rows).toEqual([{ a: 3 }]);
  });

  it('repeated timeouts between statements on temporary tables never reach a connection without them', async () => {
    const c = await connect();
    await c.query('CREATE TEMP TABLE churn (a int)');
    for (let i = 0; i < 5; i++) {
      await c.query('INSERT INTO churn VALUES ($1)', [i]);
      await c.query("SET statement_timeout = '100ms'");
      expect(await codeOf(c.query(LONG))).toBe('57014');
      await c.query('SET statement_timeout = 0');
      // The extended protocol (a prepared plan) and a cursor after the interrupt.
      expect((await c.query({ name: 'count-churn', text: 'SELECT count(*)::int AS n FROM churn' })).rows).toEqual([{ n: i + 1 }]);
      await c.query('BEGIN');
      await c.query('DECLARE cur CURSOR FOR SELECT a FROM churn ORDER BY a');
      expect((await c.query('FETCH ALL FROM cur')).rows.map((r: { a: number }) => r.a)).toEqual(Array.from({ length: i + 1 }, (_, k) => k));
      await c.query('COMMIT');
    }
  });
});
