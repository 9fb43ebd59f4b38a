import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';
import { clientSet, errorOf } from '../helpers/pg-clients.js';

// Issue 16: a temporary table is private to its session, so work on it never waits for another
// session's open write transaction (nor makes one wait). One thread drives both sessions, as
// psycopg2's and pgx's own suites do: a wait here would never end, so every statement of session
// B must finish within WITHIN ms while session A holds its transaction open. Runs against
// pgsqlite or (PGSQLITE_TEST_TARGET=postgres) PostgreSQL 15.
const target = await startTarget();
const clients = clientSet();
afterAll(async () => {
  await clients.endAll();
  await target?.stop();
});

const WITHIN = 5000;
const connect = (): Promise<pg.Client> => clients.connect(target?.url ?? '');
const rows = async (c: pg.Client, sql: string): Promise<unknown[]> => (await c.query({ text: sql, rowMode: 'array' })).rows;

/** `p`, or a rejection naming `what` when it has not settled within WITHIN ms (it waits). */
async function promptly<T>(what: string, p: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} still waiting after ${WITHIN} ms`)), WITHIN);
  });
  try {
    return await Promise.race([p, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs each statement on `c`, each within WITHIN ms. */
async function each(c: pg.Client, statements: readonly string[]): Promise<void> {
  for (const sql of statements) await promptly(sql, c.query(sql));
}

/** Writers still holding their transaction when a test ends (a failed one): released after it. */
const holding: pg.Client[] = [];
afterEach(async () => {
  await Promise.allSettled(holding.splice(0).map((c) => c.query('ROLLBACK')));
});

/** Session A holding a write transaction open: it has updated the row x = 1 of `table`. */
async function holdWriter(table: string): Promise<pg.Client> {
  const a = await connect();
  holding.push(a);
  await a.query(`CREATE TABLE IF NOT EXISTS ${table} (x int)`);
  await a.query(`INSERT INTO ${table} VALUES (1)`);
  await a.query('BEGIN');
  await a.query(`UPDATE ${table} SET x = x WHERE x = 1`);
  return a;
}

describe.skipIf(target === null)('temporary tables off the write lock', () => {
  it('temp-lock-1 CREATE TEMP TABLE, DML, index, view, sequence, TRUNCATE and DROP run while another session holds a write transaction', async () => {
    const a = await holdWriter('tl_held1');
    const b = await connect();
    await each(b, [
      'CREATE TEMP TABLE tl_x (id serial PRIMARY KEY, v text NOT NULL)',
      "INSERT INTO tl_x (v) VALUES ('a'), ('b'), ('c')",
      "UPDATE tl_x SET v = v || '!' WHERE id = 2",
      'DELETE FROM tl_x WHERE id = 3',
      'CREATE INDEX tl_x_v ON tl_x (v)',
      'CREATE TEMP VIEW tl_xv AS SELECT id, upper(v) AS u FROM tl_x',
      'CREATE TEMP SEQUENCE tl_s START 10',
      "COMMENT ON TABLE tl_x IS 'scratch'",
      'ALTER TABLE tl_x ADD COLUMN n int DEFAULT 7',
    ]);
    expect(await promptly('SELECT', rows(b, 'SELECT id, v, n FROM tl_x ORDER BY id'))).toEqual([
      [1, 'a', 7],
      [2, 'b!', 7],
    ]);
    expect(await promptly('view', rows(b, 'SELECT u FROM tl_xv ORDER BY id'))).toEqual([['A'], ['B!']]);
    expect(await promptly('nextval', rows(b, "SELECT nextval('tl_s')::int, nextval('tl_s')::int"))).toEqual([[10, 11]]);
    expect(await promptly('catalog', rows(b, "SELECT c.relname, n.nspname = pg_my_temp_schema()::regnamespace::text, c.relpersistence FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relname IN ('tl_x', 'tl_xv', 'tl_x_v', 'tl_s') ORDER BY 1"))).toEqual([
      ['tl_s', true, 't'],
      ['tl_x', true, 't'],
      ['tl_x_v', true, 't'],
      ['tl_xv', true, 't'],
    ]);
    expect(await promptly('obj_description', rows(b, "SELECT obj_description('tl_x'::regclass, 'pg_class')"))).toEqual([['scratch']]);
    expect(await promptly('information_schema', rows(b, "SELECT table_type FROM information_schema.tables WHERE table_name = 'tl_x'"))).toEqual([['LOCAL TEMPORARY']]);
    await each(b, ['TRUNCATE tl_x', 'DROP VIEW tl_xv', 'DROP SEQUENCE tl_s', 'DROP TABLE tl_x']);
    expect(await errorOf(b.query('SELECT * FROM tl_x'))).toBe('42P01 relation "tl_x" does not exist');
    // A went on undisturbed and commits.
    await a.query('INSERT INTO tl_held1 VALUES (2)');
    await a.query('COMMIT');
    expect(await rows(b, 'SELECT x FROM tl_held1 ORDER BY x')).toEqual([[1], [2]]);
  });

  it('temp-lock-2 transactions on temp tables: ON COMMIT actions, savepoints and ROLLBACK, while another session writes', async () => {
    const a = await holdWriter('tl_held2');
    const b = await connect();
    await each(b, [
      'BEGIN',
      'CREATE TEMP TABLE tl_del (x int) ON COMMIT DELETE ROWS',
      'CREATE TEMP TABLE tl_drop (x int) ON COMMIT DROP',
      'CREATE TEMP TABLE tl_keep (x int) ON COMMIT PRESERVE ROWS',
      'INSERT INTO tl_del VALUES (1)',
      'INSERT INTO tl_drop VALUES (1)',
      'INSERT INTO tl_keep VALUES (1)',
      'SAVEPOINT s1',
      'INSERT INTO tl_keep VALUES (2)',
      'CREATE TEMP TABLE tl_gone (x int)',
      'ROLLBACK TO SAVEPOINT s1',
      'INSERT INTO tl_keep VALUES (3)',
      'COMMIT',
    ]);
    expect(await promptly('keep', rows(b, 'SELECT x FROM tl_keep ORDER BY x'))).toEqual([[1], [3]]);
    expect(await promptly('del', rows(b, 'SELECT count(*)::int FROM tl_del'))).toEqual([[0]]);
    expect(await errorOf(b.query('SELECT * FROM tl_drop'))).toBe('42P01 relation "tl_drop" does not exist');
    expect(await errorOf(b.query('SELECT * FROM tl_gone'))).toBe('42P01 relation "tl_gone" does not exist');
    await each(b, ['BEGIN', 'CREATE TEMP TABLE tl_rolled (x int)', 'INSERT INTO tl_rolled VALUES (1)', 'DELETE FROM tl_keep', 'ROLLBACK']);
    expect(await errorOf(b.query('SELECT * FROM tl_rolled'))).toBe('42P01 relation "tl_rolled" does not exist');
    expect(await rows(b, 'SELECT count(*)::int FROM tl_keep')).toEqual([[2]]);
    await a.query('ROLLBACK');
  });

  it('temp-lock-3 COPY FROM STDIN into a temp table while another session writes', async () => {
    const a = await holdWriter('tl_held3');
    const b = await connect();
    await promptly('create', b.query('CREATE TEMP TABLE tl_copy (a int, b text)'));
    const stream = b.query(copyStreams.from('COPY tl_copy FROM STDIN'));
    await promptly('COPY', pipeline(Readable.from(['1\tone\n2\ttwo\n']), stream));
    expect(await promptly('SELECT', rows(b, 'SELECT a, b FROM tl_copy ORDER BY a'))).toEqual([
      [1, 'one'],
      [2, 'two'],
    ]);
    await a.query('COMMIT');
  });

  it('temp-lock-4 a transaction writing a temp table and a shared one waits for the writer as before, and rolls back both', async () => {
    const a = await holdWriter('tl_held4');
    const b = await connect();
    await each(b, ["SET lock_timeout = '300ms'", 'CREATE TEMP TABLE tl_mixed (x int)', 'BEGIN', 'INSERT INTO tl_mixed VALUES (1)']);
    // The row A updated: PostgreSQL waits for A's row lock, pgsqlite for its write lock.
    expect(await errorOf(b.query('UPDATE tl_held4 SET x = 5 WHERE x = 1'))).toMatch(/^55P03 /);
    await b.query('ROLLBACK');
    expect(await rows(b, 'SELECT count(*)::int FROM tl_mixed')).toEqual([[0]]);
    // Once the writer is done, both commit together — or roll back together.
    await a.query('COMMIT');
    await each(b, ['BEGIN', 'INSERT INTO tl_mixed VALUES (2)', 'INSERT INTO tl_held4 VALUES (6)', 'ROLLBACK']);
    expect(await rows(b, 'SELECT count(*)::int FROM tl_mixed')).toEqual([[0]]);
    expect(await rows(b, 'SELECT count(*)::int FROM tl_held4 WHERE x = 6')).toEqual([[0]]);
    await each(b, ['BEGIN', 'INSERT INTO tl_mixed VALUES (3)', 'INSERT INTO tl_held4 VALUES (7)', 'COMMIT']);
    expect(await rows(b, 'SELECT count(*)::int FROM tl_mixed')).toEqual([[1]]);
    expect(await rows(a, 'SELECT count(*)::int FROM tl_held4 WHERE x = 7')).toEqual([[1]]);
  });

  it('temp-lock-5 an open transaction on a temp table does not make another session wait', async () => {
    const b = await connect();
    await each(b, ['CREATE TEMP TABLE tl_open (x int)', 'BEGIN', 'INSERT INTO tl_open VALUES (1)', 'CREATE TEMP TABLE tl_open2 (y int)']);
    const a = await connect();
    await each(a, ['CREATE TABLE IF NOT EXISTS tl_other (x int)', 'INSERT INTO tl_other VALUES (1)', 'CREATE TEMP TABLE tl_open (z int)', 'INSERT INTO tl_open VALUES (9)']);
    expect(await rows(a, 'SELECT z FROM tl_open')).toEqual([[9]]);
    await b.query('COMMIT');
    expect(await rows(b, 'SELECT x FROM tl_open')).toEqual([[1]]);
  });

  it('temp-lock-6 another session lists a temp table in pg_class until its session ends, and cannot read it', async () => {
    const b = await connect();
    await b.query('CREATE TEMP TABLE tl_seen (x int)');
    // (PostgreSQL refuses another session's temp table when it reads its pages: give it one.)
    await b.query('INSERT INTO tl_seen VALUES (1)');
    const schema = String((await rows(b, 'SELECT pg_my_temp_schema()::regnamespace::text'))[0]);
    const a = await connect();
    expect(await rows(a, `SELECT n.nspname, pg_is_other_temp_schema(n.oid) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relname = 'tl_seen'`)).toEqual([[schema, true]]);
    expect(await errorOf(a.query(`SELECT * FROM ${schema}.tl_seen`))).toBe('0A000 cannot access temporary tables of other sessions');
    await b.end();
    let left: unknown[] = [];
    for (let i = 0; i < 50; i++) {
      left = await rows(a, "SELECT 1 FROM pg_class WHERE relname = 'tl_seen'");
      if (left.length === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(left).toEqual([]);
  });
});
